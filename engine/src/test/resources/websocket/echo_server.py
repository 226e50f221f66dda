"""A WebSocket server on an ephemeral loopback port, made with Debian's python3-websockets.

Prints "port N" once listening and, when its standard input ends, "received=R sent=S" and exits.
Paths: /echo echoes, /close closes with 4001 "python bye" at the first message, /drop drops
the connection at the first message (no close frame), /silent never
answers, /refuse400 and /refuse200 refuse the upgrade with that status.
"""
import asyncio
import http
import sys

import websockets

counts = {"received": 0, "sent": 0}


async def handler(websocket, path=None):
    path = path or websocket.path
    try:
        async for message in websocket:
            counts["received"] += 1
            if path == "/echo":
                await websocket.send(message)
                counts["sent"] += 1
            elif path == "/close":
                await websocket.close(4001, "python bye")
            elif path == "/drop":
                websocket.transport.abort()
    except websockets.ConnectionClosed:
        pass


async def refuse(path, request_headers):
    if path == "/refuse400":
        return http.HTTPStatus.BAD_REQUEST, [], b"no websocket here\n"
    if path == "/refuse200":
        return http.HTTPStatus.OK, [], b"a page, not a websocket\n"
    return None


async def main():
    async with websockets.serve(handler, "127.0.0.1", 0, process_request=refuse) as server:
        print("port", server.sockets[0].getsockname()[1], flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
    print("received=%d sent=%d" % (counts["received"], counts["sent"]), flush=True)


asyncio.run(main())
