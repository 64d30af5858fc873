"""The kiosk's port: the same one at every start, unless another program really listens."""

import socket


def port_is_free(port: int, host: str) -> bool:
    """Whether nothing listens on host:port. Connections that just closed (TIME_WAIT after a
    stop or a kill -9) do not count: the server binds with SO_REUSEADDR too."""
    with socket.socket() as sock:
        if hasattr(socket, "SO_REUSEADDR") and not hasattr(socket, "SO_EXCLUSIVEADDRUSE"):
            # Not on Windows: there SO_REUSEADDR would let two servers share a port.
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((host, port))
            return True
        except OSError:
            return False


def choose_port(wanted: int, host: str) -> int:
    """The wanted port, or a free one picked by the system when another program listens."""
    if port_is_free(wanted, host):
        return wanted
    with socket.socket() as sock:
        sock.bind((host, 0))
        port = sock.getsockname()[1]
    print(f"Port {wanted} is in use by another program; using port {port} instead.", flush=True)
    return port
