import { noisyPng } from "./png";

/** Three distinct completion photos with captions: the body of POST /workflow/leads/{id}/done. */
export const COMPLETION = {
  photos: [1, 2, 3].map(
    (seed) => `data:image/png;base64,${noisyPng(800, 600, seed).toString("base64")}`,
  ),
  captions: ["Dish on the roof", "Cable run", "Router"],
};
