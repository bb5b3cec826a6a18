import { findContactDetails } from "./find-contact-details";
import { findContactDetailsWithSecondOpinion } from "./second-opinion";
const batch = process.argv[2];
const mod: any = await import(`./corpus/${batch}/index.ts`);
const m = mod.default ?? mod;
const byLanguage = Object.values(m).find((v: any) => v && typeof v === "object" && "en" in v) as any;
const only = process.argv[3];
for (const [language, corpus] of Object.entries<any>(byLanguage)) {
  if (only && !only.split(",").includes(language)) continue;
  for (const { text, leaked } of corpus.leaking) {
    const rules = findContactDetails(text);
    const both = findContactDetailsWithSecondOpinion(text);
    const covers = (fs: any[]) => leaked.every((p: string) => { const s = text.indexOf(p); return fs.some((f) => f.start <= s && f.end >= s + p.length); });
    if (!covers(both)) console.log(`MISS ${language}${covers(rules) ? "" : ""}: ${JSON.stringify(text)}  -> ${JSON.stringify(leaked)}  found=${JSON.stringify(both.map((f: any) => text.slice(f.start, f.end)))}`);
    else if (!covers(rules)) console.log(`miss-rules ${language}: ${JSON.stringify(text)} -> ${JSON.stringify(leaked)}`);
  }
  for (const text of corpus.clean) {
    const both = findContactDetailsWithSecondOpinion(text);
    if (both.length) console.log(`FP ${language}: ${JSON.stringify(text)} found=${JSON.stringify(both.map((f: any) => text.slice(f.start, f.end)))}`);
  }
}
