package io.throng.engine.user;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.throng.engine.transport.Transport;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A burst of users starts in order, on its loop, a batch at a time with the loop's other work in between. */
class StartQueueTest {

  private final EventLoopGroup group = Transport.best().newGroup(1, "start-queue-test");
  private final EventLoop loop = group.next();

  @AfterEach
  void stop() {
    group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
  }

  @Test
  void everyUserStartsOnceInOrderOnItsLoop() throws Exception {
    StartQueue queue = new StartQueue(loop);
    int users = 5 * StartQueue.BATCH + 7;
    List<Integer> started = new ArrayList<>(); // touched only on the loop
    List<Boolean> onLoop = new ArrayList<>();
    CountDownLatch all = new CountDownLatch(users);
    for (int i = 0; i < users; i++) {
      int user = i;
      queue.add(() -> {
        started.add(user);
        onLoop.add(loop.inEventLoop());
        all.countDown();
      });
    }

    assertThat(all.await(10, TimeUnit.SECONDS)).isTrue();
    assertThat(loop.submit(() -> List.copyOf(started)).get()).containsExactlyElementsOf(
        IntStream.range(0, users).boxed().toList());
    assertThat(onLoop).containsOnly(true);
  }

  @Test
  void theLoopRunsItsOtherWorkBetweenTwoBatches() throws Exception {
    StartQueue queue = new StartQueue(loop);
    List<String> events = new ArrayList<>(); // touched only on the loop
    CountDownLatch all = new CountDownLatch(3 * StartQueue.BATCH);
    // Held until every user is queued, so the whole burst is waiting when the loop gets to it.
    CountDownLatch queued = new CountDownLatch(1);
    loop.execute(() -> {
      try {
        queued.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    for (int i = 0; i < 3 * StartQueue.BATCH; i++) {
      int user = i;
      queue.add(() -> {
        events.add("user " + user);
        if (user == 0) { // work that comes in while the first batch starts, such as a response
          loop.execute(() -> events.add("other work"));
        }
        all.countDown();
      });
    }
    queued.countDown();

    assertThat(all.await(10, TimeUnit.SECONDS)).isTrue();
    List<String> seen = loop.submit(() -> List.copyOf(events)).get();
    assertThat(seen.indexOf("other work")).isEqualTo(StartQueue.BATCH);
    assertThat(seen).hasSize(3 * StartQueue.BATCH + 1);
  }
}
