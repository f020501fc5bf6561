// The project's own task, in a suite of two: child runs of the whole benchmark stay short.
export { default } from '../../../../benchmarks/tasks/episode/local-recovery-stall.ts';
