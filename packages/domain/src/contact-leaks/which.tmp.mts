import { findEmailAddresses, findUrls } from "./web-addresses";
import { findSpacedOutAddresses } from "./spaced-out";
import { findSameAsUserName } from "./same-as-user-name";
import { unconfuse } from "./matching";
const t = unconfuse(process.argv[2]!);
console.log({ email: findEmailAddresses(t), url: findUrls(t), spaced: findSpacedOutAddresses(t), same: findSameAsUserName(t) });
