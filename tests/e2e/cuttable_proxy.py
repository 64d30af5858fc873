"""A TCP relay in front of a test server whose network can be cut: `cut()` drops every open
connection and refuses new ones until `mend()`; `cut_after(n)` lets n more bytes reach the
server and then cuts, as a signal lost in the middle of an upload does; `upload_rate` makes
the way to the server a slow uplink. Unlike the browser's offline emulation, a cut also stops
the service worker's fetches and the page's websocket, as a lost signal does."""

import socket
import threading
import time


class CuttableProxy:
    """Relay 127.0.0.1:<port> to 127.0.0.1:<target_port>, one thread per direction."""

    def __init__(self, target_port: int = 0, upload_rate: int | None = None):
        self.target_port = target_port
        self.upload_rate = upload_rate  # bytes a second towards the server (a slow uplink)
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.open = True
        self.budget: int | None = None  # bytes still let through to the server before a cut
        self.sent_upstream = 0
        self.sockets: set[socket.socket] = set()
        self.lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            if not self.open:
                client.close()
                continue
            try:
                upstream = socket.create_connection(("127.0.0.1", self.target_port))
            except OSError:
                client.close()
                continue
            with self.lock:
                self.sockets.update((client, upstream))
            threading.Thread(target=self._pipe, args=(client, upstream, True),
                             daemon=True).start()
            threading.Thread(target=self._pipe, args=(upstream, client, False),
                             daemon=True).start()

    def _pipe(self, source: socket.socket, sink: socket.socket, to_server: bool) -> None:
        try:
            while data := source.recv(16384 if self.upload_rate else 65536):
                if to_server and self.upload_rate:
                    time.sleep(len(data) / self.upload_rate)
                if to_server:
                    with self.lock:
                        if self.budget is not None:
                            data = data[:self.budget]
                            self.budget -= len(data)
                        self.sent_upstream += len(data)
                        spent = self.budget == 0
                    if data:
                        sink.sendall(data)
                    if spent:
                        self.budget = None
                        self.cut()
                        return
                else:
                    sink.sendall(data)
        except OSError:
            pass
        finally:
            for end in (source, sink):
                self._drop(end)

    def _drop(self, end: socket.socket) -> None:
        with self.lock:
            self.sockets.discard(end)
        try:
            end.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        end.close()

    def cut_after(self, count: int) -> None:
        """Let `count` more bytes through to the server, then cut."""
        with self.lock:
            self.budget = count

    def cut(self) -> None:
        """No signal: every connection ends, new ones are refused."""
        self.open = False
        with self.lock:
            ends = list(self.sockets)
        for end in ends:
            self._drop(end)

    def mend(self) -> None:
        """The signal is back."""
        self.open = True

    def close(self) -> None:
        """Stop relaying."""
        self.cut()
        self.listener.close()
