export {
  compileSecondOpinion,
  findContactDetailsWithSecondOpinion,
  redactContactDetailsWithSecondOpinion,
  secondOpinion,
  SECOND_OPINION_THRESHOLDS,
} from "./second-opinion";
