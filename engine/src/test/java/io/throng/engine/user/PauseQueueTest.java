package io.throng.engine.user;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.throng.engine.transport.Transport;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Paused users resume once each, in the order they are due and never before, on their loop; a removed one never. */
class PauseQueueTest {

  private final EventLoopGroup group = Transport.best().newGroup(1, "pause-queue-test");
  private final EventLoop loop = group.next();
  private final List<String> events = new ArrayList<>(); // touched only on the loop

  @AfterEach
  void stop() {
    group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
  }

  /** Records when it resumed, and whether that was on the loop. */
  private class Sleeper extends PauseQueue.Paused {
    final String name;
    final CountDownLatch done;
    long resumedNanos;
    boolean onLoop;

    Sleeper(String name, CountDownLatch done) {
      this.name = name;
      this.done = done;
    }

    @Override
    void resume() {
      resumedNanos = System.nanoTime();
      onLoop = loop.inEventLoop();
      events.add(name);
      done.countDown();
    }
  }

  @Test
  void usersResumeInTheOrderTheyAreDueNeverBeforeAndARemovedOneNever() throws Exception {
    PauseQueue queue = new PauseQueue(loop);
    Random random = new Random(18);
    int users = 300;
    CountDownLatch done = new CountDownLatch(users - 1);
    List<Sleeper> sleepers = new ArrayList<>();
    Sleeper[] removed = new Sleeper[1];
    loop.submit(() -> {
      long now = System.nanoTime();
      for (int i = 0; i < users; i++) {
        Sleeper sleeper = new Sleeper("user " + i, done);
        sleepers.add(sleeper);
        // Due times in nanoseconds, so no two are the same and the order is one.
        queue.add(sleeper, now + TimeUnit.MILLISECONDS.toNanos(20) + random.nextInt(300_000_000));
      }
      removed[0] = sleepers.get(users / 2);
      queue.remove(removed[0]);
    }).sync();

    assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
    List<String> seen = loop.submit(() -> List.copyOf(events)).get();
    List<Sleeper> woken = sleepers.stream().filter(sleeper -> sleeper != removed[0])
        .sorted(Comparator.comparingLong(sleeper -> sleeper.pauseDueNanos)).toList();
    assertThat(seen).containsExactlyElementsOf(woken.stream().map(sleeper -> sleeper.name).toList());
    assertThat(woken).allSatisfy(sleeper -> {
      assertThat(sleeper.resumedNanos - sleeper.pauseDueNanos).isNotNegative();
      assertThat(sleeper.onLoop).isTrue();
      assertThat(sleeper.pauseIndex).isEqualTo(-1);
    });
    assertThat(removed[0].resumedNanos).isZero();
    assertThat(loop.submit(queue::size).get()).isZero();
  }

  @Test
  void usersDueTogetherResumeABatchAtATimeWithTheLoopsOtherWorkBetween() throws Exception {
    PauseQueue queue = new PauseQueue(loop);
    int users = 3 * StartQueue.BATCH;
    CountDownLatch done = new CountDownLatch(users);
    loop.submit(() -> {
      long due = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(50);
      for (int i = 0; i < users; i++) {
        Sleeper sleeper = new Sleeper("user " + i, done) {
          @Override
          void resume() {
            super.resume();
            if (name.equals("user 0")) { // work that comes in while the first batch resumes, such as a response
              loop.execute(() -> events.add("other work"));
            }
          }
        };
        queue.add(sleeper, due);
      }
    }).sync();

    assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
    List<String> seen = loop.submit(() -> List.copyOf(events)).get();
    assertThat(seen.indexOf("other work")).isEqualTo(StartQueue.BATCH);
    assertThat(seen).hasSize(users + 1);
  }
}
