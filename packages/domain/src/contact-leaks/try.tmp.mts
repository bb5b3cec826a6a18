import { findContactDetails } from "./find-contact-details";
import { findContactDetailsWithSecondOpinion } from "./second-opinion";
for (const t of process.argv.slice(2)) {
  const r = findContactDetails(t).map((f) => `${f.kind}:${JSON.stringify(f.text)}`);
  const b = findContactDetailsWithSecondOpinion(t).map((f) => `${f.kind}:${JSON.stringify(f.text)}`);
  console.log(JSON.stringify(t), "\n   rules:", r.join(" | ") || "-", "\n   both: ", b.join(" | ") || "-");
}
