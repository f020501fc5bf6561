import { z } from 'zod';

export const MAX_PATTERN_LENGTH = 512;

/** A regular-expression source from a task file: bounded and compilable. */
export const regexSource = z
  .string()
  .min(1)
  .max(MAX_PATTERN_LENGTH)
  .superRefine((source, ctx) => {
    try {
      new RegExp(source);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `not a valid regular expression: ${(error as Error).message}` });
    }
  });
