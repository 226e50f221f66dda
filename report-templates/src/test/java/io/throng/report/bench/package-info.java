/**
 * Benchmarks of the report, run by hand with a main method (see each class): they measure and
 * print figures, never assert them. Uses the report's public entry point and the run-log writer
 * only.
 */
package io.throng.report.bench;
