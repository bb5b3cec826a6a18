import { FEATURE_BUCKETS, featuresOf } from "./features";
import { seededRandom } from "../../seeded-random";

/*
 * Logistic regression over hashed features, trained by stochastic gradient descent with
 * AdaGrad steps and an L2 penalty, in an order drawn from a fixed seed: the same examples
 * give the same weights, bit for bit, on every machine. The weights are then rounded to
 * 16-bit integers (with one scale for all), which is what is committed and read.
 */

export interface TrainingExample {
  text: string;
  leaks: boolean;
}

export interface LearnedWeights {
  /** The weight of each bucket is `weights[bucket] * scale`. */
  scale: number;
  weights: Int16Array;
}

export interface TrainingOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  /** How much a clean message weighs against a leaking one: a false alarm costs more than a miss the rules may still catch. */
  cleanWeight: number;
}

export const TRAINING: TrainingOptions = {
  epochs: 12,
  learningRate: 0.2,
  l2: 3e-4,
  cleanWeight: 2,
};
const SEED = 0x5eed;

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

export function sigmoid(logit: number): number {
  return 1 / (1 + Math.exp(-logit));
}

/** Trains on the examples in the order given (duplicates are kept: a message written twice weighs twice). */
export function trainContactModel(
  examples: readonly TrainingExample[],
  { epochs, learningRate, l2, cleanWeight }: TrainingOptions = TRAINING,
): LearnedWeights {
  const featured = examples.map(({ text, leaks }) => ({
    features: featuresOf(text),
    label: leaks ? 1 : 0,
  }));
  const weights = new Float64Array(FEATURE_BUCKETS);
  const squaredGradients = new Float64Array(FEATURE_BUCKETS).fill(1e-8);
  const random = seededRandom(SEED);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const { features, label } of shuffled(featured, random)) {
      let logit = 0;
      for (const feature of features) logit += weights[feature] as number;
      const error = (sigmoid(logit) - label) * (label === 1 ? 1 : cleanWeight);
      for (const feature of features) {
        const gradient = error + l2 * (weights[feature] as number);
        squaredGradients[feature] = (squaredGradients[feature] as number) + gradient * gradient;
        weights[feature] =
          (weights[feature] as number) -
          (learningRate * gradient) / Math.sqrt(squaredGradients[feature]);
      }
    }
  }
  return quantised(weights);
}

function quantised(weights: Float64Array): LearnedWeights {
  let largest = 0;
  for (const weight of weights) largest = Math.max(largest, Math.abs(weight));
  // A round number of significant digits, so the scale is written and read back exactly.
  const scale = Number((largest / 32767).toPrecision(6)) || 1;
  const rounded = new Int16Array(weights.length);
  weights.forEach((weight, index) => {
    rounded[index] = Math.max(-32767, Math.min(32767, Math.round(weight / scale)));
  });
  return { scale, weights: rounded };
}

/** The model's probability that the message leaks contact details. */
export function leakProbability({ scale, weights }: LearnedWeights, text: string): number {
  let logit = 0;
  for (const feature of featuresOf(text)) logit += weights[feature] as number;
  return sigmoid(logit * scale);
}
