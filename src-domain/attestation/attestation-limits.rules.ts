/** Bounds of attestation content (ours: the spec says "not shown"). Characters, not bytes. */
export const ATTESTATION_LIMITS = {
  questionText: 500,
  optionText: 120,
  optionsMin: 2,
  optionsMax: 20,
  staticFieldText: 2000,
  resolutionNote: 1000,
  /** A shift-length threshold between 1 minute and 24 hours. */
  minShiftMinutesMax: 24 * 60,
  targetBrandsMax: 500,
} as const;
