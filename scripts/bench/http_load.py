"""HTTP figures: one client's p50/p95/p99 over a list of requests, and wrk's throughput."""

import re
import shutil
import statistics
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

WRK_SECONDS = 8
WRK_CONNECTIONS = 50


@dataclass(frozen=True)
class Latency:
    """One client's timings in milliseconds."""

    p50: float
    p95: float
    p99: float
    count: int


@dataclass(frozen=True)
class Throughput:
    """wrk's figures."""

    rps: float
    p50: float
    p99: float
    errors: int


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of the sorted values lie."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(share * len(ordered))) - 1))]


def one_client(base: str, requests: list[tuple[str, dict]], rounds: int,
               headers: dict | None = None) -> Latency:
    """Time `rounds` passes over the requests on one keep-alive connection (after a warm-up
    pass); any non-200 answer stops the benchmark."""
    timings = []
    with httpx.Client(base_url=base, timeout=60, headers=headers or {}) as http:
        for path, params in requests:
            http.get(path, params=params).raise_for_status()
        for _ in range(rounds):
            for path, params in requests:
                started = time.perf_counter()
                response = http.get(path, params=params)
                timings.append((time.perf_counter() - started) * 1000)
                response.raise_for_status()
    return Latency(statistics.median(timings), percentile(timings, .95),
                   percentile(timings, .99), len(timings))


def _ms(text: str) -> float:
    value, unit = re.fullmatch(r"([\d.]+)(us|ms|s|m)", text).groups()
    return float(value) * {"us": 0.001, "ms": 1, "s": 1000, "m": 60000}[unit]


def wrk(url: str, *, seconds: int = WRK_SECONDS, connections: int = WRK_CONNECTIONS,
        script: Path | None = None, headers: dict | None = None) -> Throughput | None:
    """A bounded wrk run on loopback; None when wrk is not installed."""
    if shutil.which("wrk") is None:
        return None
    command = ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--latency", "--timeout", "5s"]
    for name, value in (headers or {}).items():
        command += ["-H", f"{name}: {value}"]
    if script is not None:
        command += ["-s", str(script)]
    output = subprocess.run(command + [url], capture_output=True, text=True,
                            timeout=seconds + 60).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
    p50 = _ms(re.search(r"\s50%\s+(\S+)", output).group(1))
    p99 = _ms(re.search(r"\s99%\s+(\S+)", output).group(1))
    errors = sum(int(n) for n in re.findall(r"Non-2xx or 3xx responses:\s+(\d+)", output))
    errors += sum(int(n) for n in re.findall(r"(?:connect|read|write|timeout) (\d+)", output))
    return Throughput(rps, p50, p99, errors)


@dataclass(frozen=True)
class ColdBurst:
    """Many connections asking at once for a page nobody asked for yet."""

    requests: int
    computed: int  # answers whose Server-Timing says they computed the page
    p50: float
    p99: float
    errors: int


def cold_burst(base: str, path: str, params: dict, connections: int = WRK_CONNECTIONS,
               headers: dict | None = None) -> ColdBurst:
    """`connections` keep-alive connections are opened first, then each sends the same GET at
    the same moment; how many answers say the server computed the page (1 is single-flight)."""
    import asyncio

    async def burst():
        limits = httpx.Limits(max_connections=connections, max_keepalive_connections=connections)
        async with httpx.AsyncClient(base_url=base, timeout=60, limits=limits,
                                     headers=headers or {}) as http:
            await asyncio.gather(*(http.get("/ping") for _ in range(connections)))

            async def one():
                started = time.perf_counter()
                response = await http.get(path, params=params)
                return response, (time.perf_counter() - started) * 1000

            return await asyncio.gather(*(one() for _ in range(connections)))

    answers = asyncio.run(burst())
    timings = [ms for _response, ms in answers]
    computed = sum("page computed" in r.headers.get("server-timing", "") for r, _ in answers)
    errors = sum(r.status_code != 200 for r, _ in answers)
    return ColdBurst(len(answers), computed, statistics.median(timings),
                     percentile(timings, .99), errors)
