# Connects to a TCP port on 127.0.0.1 (filled in by the test) and sends a message.
import socket
try:
    with socket.create_connection(("127.0.0.1", int("@PORT@")), timeout=1) as s:
        s.sendall(b"leaked\n")
    print("connected")
except OSError as err:
    print("no connection:", err.strerror)
