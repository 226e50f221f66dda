"""A Server-Sent Events server from Python's standard library, to test Throng against an
implementation that is not Netty's. It prints "port N" once listening; when its standard input
closes it prints "sent=S streams=T" and stops.

/events?n=N  N events (id, event: tick, data: {"n":i}) 10 ms apart, then the stream stays open
/break       one event, then the connection is dropped (no end of the chunked body)
/silent      the stream opens and never sends an event
"""
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

lock = threading.Lock()
counts = {"sent": 0, "streams": 0}
stopping = threading.Event()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        url = urlparse(self.path)
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        with lock:
            counts["streams"] += 1
        try:
            if url.path == "/events":
                n = int(parse_qs(url.query)["n"][0])
                for i in range(1, n + 1):
                    self.event("id: %d\r\nevent: tick\r\ndata: {\"n\":%d}\r\n\r\n" % (i, i))
                    time.sleep(0.01)
            elif url.path == "/break":
                self.event(": python\ndata: last words\n\n")
                self.close_connection = True
                return
            while not stopping.wait(0.05):
                pass
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.close_connection = True

    def event(self, text):
        data = text.encode("utf-8")
        self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
        self.wfile.flush()
        with lock:
            counts["sent"] += 1


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print("port %d" % server.server_address[1], flush=True)
    sys.stdin.read()
    stopping.set()
    with lock:
        print("sent=%d streams=%d" % (counts["sent"], counts["streams"]), flush=True)
    server.shutdown()


if __name__ == "__main__":
    main()
