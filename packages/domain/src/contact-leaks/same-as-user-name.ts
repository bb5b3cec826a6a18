/**
 * "my WhatsApp is the same as my username here", "meine Nummer ist wie mein Benutzername
 * hier": a messenger or number given as the user name the sender has on the platform,
 * which the other side can read. The part that says so is the leak.
 */
import { finding } from "./matching";
import { MESSENGER_NAMES_SOURCE } from "./messengers";
import type { ContactFinding } from "./types";

const SAME = String.raw`(?:(?:the|el|lo|il|o|den|det|le|la)\s)?(?:same|identical|gleich\p{L}{0,3}|derselbe|dieselbe|dasselbe|selbe[nrs]?|m[êe]me|igual|id[ée]ntic[oa]|uguale|stess[oa]|identico|taki\ssam\p{L}{0,2}|tak[aąi]?\ssam[aą]?|ten\ssam|samma|likadan\p{L}{0,2}|stejn\p{L}{1,2}|mesm[oa]|mismo|misma)`;
const AS = String.raw`(?:as|like|wie|que|qu['’]|als|come|a|al|ao|à|jak|jako|som|co)`;
const MY = String.raw`(?:my|mein\p{L}{0,2}|mon|ma|mi|il\smio|al\smio|mio|mój|moj\p{L}{0,2}|o\smeu|ao\smeu|meu|minha|mitt|min|můj|moje|moji)`;
const USER_NAME = String.raw`(?:user\s?name|profile\sname|display\sname|nick(?:name)?|handle|login|pseudo|identifiant|nom\sd['’]utilisateur|benutzername|nutzername|profilname|anzeigename|nombre\sde\susuario|usuario|nome\sutente|nome\sde\sutilizador|nome\sde\susu[áa]rio|utilizador|usu[áa]rio|nazw[aąę]\su[żz]ytkownika|nazw[aąę]|användarnamn|profilnamn|uživatelské\sjméno|uživatelským\sjménem|přezdívk\p{L})`;
const HERE = String.raw`(?:here|on\shere|hier|ici|aquí|aqui|qui|tutaj|tu|här|tady|zde)`;
const SAME_AS_USER_NAME = new RegExp(
  String.raw`(?<![\p{L}])(?:${SAME}\s(?:${AS}\s)?(?:${MY}\s)?|${AS}\s${MY}\s)${USER_NAME}(?![\p{L}])(?:\s${HERE}(?![\p{L}]))?`,
  "giu",
);
// What is given: a messenger, a number, or a mailbox.
const GIVEN = new RegExp(
  String.raw`(?<![\p{L}])(?:${MESSENGER_NAMES_SOURCE}|number|nummer|numéro|número|numero|numer|numret|číslo|tel\p{L}*|handy|mobil\p{L}*|cell|e-?mail|mail|correo|courriel|mejl|adres\p{L}{0,3})(?![\p{L}])`,
  "iu",
);
// "…wie mein Benutzername hier, bei gmx.de": where the mailbox of that name is, said after it.
const AT_A_PROVIDER_AFTER =
  /^,?\s(?:(?:bei|chez|at|on|en|su|na|no|på|hos|u|w)\s@?|@)[\p{L}\p{N}-]+(?:\.[\p{L}]{2,})*(?![\p{L}\p{N}])/u;
// "Mein Name hier + @web.de", "Mon nom ici + @wanadoo.fr": the user name and a domain, added.
const NAME_HERE_PLUS_DOMAIN = new RegExp(
  String.raw`(?<![\p{L}])${MY}\s(?:name|nom|nombre|nome|namn|jm[ée]no|imi[ęe]|${USER_NAME})\s${HERE}\s?\+\s?@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}`,
  "giu",
);

/** A messenger or number said to be the sender's user name here. `text` is unconfused. */
export function findSameAsUserName(text: string): ContactFinding[] {
  const plusDomain = [...text.matchAll(NAME_HERE_PLUS_DOMAIN)].map((match) =>
    finding(text, "email", match.index, match.index + match[0].length),
  );
  return [...plusDomain, ...sameAsUserName(text)];
}

function sameAsUserName(text: string): ContactFinding[] {
  // Few messages say "the same as my user name": only for those is the long pattern of
  // messenger names compiled and run. It is looked for once, not before each match, which
  // on a long text would take quadratic time.
  const matches = [...text.matchAll(SAME_AS_USER_NAME)];
  if (matches.length === 0) return [];
  const given = GIVEN.exec(text);
  if (!given) return [];
  const after = given.index + given[0].length;
  return matches
    .filter((match) => match.index >= after)
    .map((match) => {
      const end = match.index + match[0].length;
      const provider = AT_A_PROVIDER_AFTER.exec(text.slice(end));
      return finding(text, "messenger", match.index, end + (provider?.[0].length ?? 0));
    });
}
