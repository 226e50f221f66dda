package io.throng.report.aggregate;

import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogReader;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * The records of one run log as a pull stream: a daemon thread runs {@link RunLogReader} and
 * hands records over through a small bounded queue. Pulling lets {@link RunLogAggregator} walk
 * several logs side by side, second by second, so merging injectors keeps only the open second
 * of each log in memory; the thread also decodes histograms while the caller aggregates.
 */
final class RunLogStream implements AutoCloseable {

  /** Enough to keep the reader busy while the caller works, small enough to hold no run. */
  private static final int CAPACITY = 256;

  private final Path file;
  private final BlockingQueue<Object> queue = new ArrayBlockingQueue<>(CAPACITY);
  private final Thread reader;
  private volatile boolean closed;
  private boolean ended;

  private RunLogStream(Path file) {
    this.file = file;
    this.reader = new Thread(this::readAll, "throng-report-reader-" + file.getFileName());
    reader.setDaemon(true);
  }

  /** Starts reading {@code file} in the background. */
  static RunLogStream open(Path file) {
    RunLogStream stream = new RunLogStream(file);
    stream.reader.start();
    return stream;
  }

  /**
   * The next record, or {@code null} after the last one.
   *
   * @throws IOException if the file cannot be read
   * @throws IllegalArgumentException if it is not a valid run log; the message is the reader's
   */
  RunLogEntry next() throws IOException {
    if (ended) {
      return null;
    }
    Object item;
    try {
      item = queue.take();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while reading " + file);
    }
    if (item instanceof RunLogEntry entry) {
      return entry;
    }
    ended = true;
    if (item instanceof Failure failure) {
      // Rethrown on the caller's thread with the reader's message, which names the file and line.
      Throwable cause = failure.cause();
      if (cause instanceof Error error) {
        throw error;
      }
      if (cause instanceof IOException) {
        throw new IOException(cause.getMessage(), cause);
      }
      if (cause instanceof IllegalArgumentException) {
        throw new IllegalArgumentException(cause.getMessage(), cause);
      }
      throw new IllegalStateException("reading " + file + " failed: " + cause, cause);
    }
    return null;
  }

  /** Stops the reader thread if the caller gave up before the end. */
  @Override
  public void close() {
    closed = true;
    reader.interrupt();
  }

  private void readAll() {
    Object last = End.INSTANCE;
    try {
      RunLogReader.read(file, this::put);
    } catch (Throwable e) { // forwarded, or the caller would wait forever on a dead reader
      last = new Failure(e);
    }
    if (!closed) {
      put(last);
    }
  }

  private void put(Object item) {
    try {
      queue.put(item);
    } catch (InterruptedException e) {
      // Only close() interrupts: the caller is gone, so unwind out of RunLogReader.
      Thread.currentThread().interrupt();
      throw new UncheckedIOException(new InterruptedIOException("report generation stopped reading " + file));
    }
  }

  private enum End { INSTANCE }

  private record Failure(Throwable cause) {}
}
