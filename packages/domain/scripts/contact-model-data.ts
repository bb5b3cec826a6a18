/**
 * What the contact model is trained on: every corpus in the repository and the clean
 * messages of the detector's unit tests, read from src/contact-leaks/*.test.ts.
 */
import { hardNegativesIn } from "../src/contact-leaks/second-opinion/hard-negatives";
import {
  corpusExamples,
  hardNegativeExamples,
  type Example,
} from "../src/contact-leaks/second-opinion/training-data";

// domain is compiled without Node types; tsx and vitest run this in Node all the same.
interface FileSystem {
  readdirSync(path: URL): string[];
  readFileSync(path: URL, encoding: "utf8"): string;
}

const TESTS = new URL("../src/contact-leaks/", import.meta.url);

/** The unit tests' clean messages, file by file in name order. */
export async function unitTestHardNegatives(): Promise<string[]> {
  const fs = (await import("node:" + "fs")) as FileSystem;
  return fs
    .readdirSync(TESTS)
    .filter((name) => name.endsWith(".test.ts"))
    .sort()
    .flatMap((name) => hardNegativesIn(name, fs.readFileSync(new URL(name, TESTS), "utf8")));
}

/** Every example the committed model is trained on, in a fixed order. */
export async function allTrainingExamples(): Promise<Example[]> {
  return [...corpusExamples(), ...hardNegativeExamples(await unitTestHardNegatives())];
}
