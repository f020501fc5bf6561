/** Each benchmark test names its suite (the folder of its task file) in this annotation. */
export const SUITE_ANNOTATION = 'suite';
