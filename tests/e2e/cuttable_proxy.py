"""A TCP relay in front of a test server whose network can be cut: `cut()` drops every open
connection and refuses new ones until `mend()`. Unlike the browser's offline emulation, it
also stops the service worker's fetches and the page's websocket, as a lost signal does."""

import socket
import threading


class CuttableProxy:
    """Relay 127.0.0.1:<port> to 127.0.0.1:<target_port>, one thread per direction."""

    def __init__(self, target_port: int = 0):
        self.target_port = target_port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.open = True
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
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(source, sink), daemon=True).start()

    def _pipe(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
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
