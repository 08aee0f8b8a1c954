"""Issue 44's figures for scripts/bench-serve: what a request that reads little waits for while
long reads run. `/v1/health` and a page of the list are paced by hey, first alone, then with 8
exports (`GET /v1/export`, each begun again as it ends) and 8 searches of text
(`GET /v1/threads?q=WORD`, likewise) running, each a curl in a loop that throws the answer away."""
import subprocess, threading, time  # noqa: E401

import bench_serve as helpers

EXPORTS, SEARCHES = 8, 8
WORDS = ("draft", "Friday", "thanks", "確認")
PACE, WORKERS = 20, 2  # requests a second in all, and hey's connections, per URL measured


class Background:
    """`count` curl loops on `urls` (taken in turn), until `stop`; how many answers each finished."""

    def __init__(self, urls, token):
        self.stopping, self.finished, self.processes = threading.Event(), [0] * len(urls), [None] * len(urls)
        self.threads = [threading.Thread(target=self.loop, args=(index, url, token), daemon=True) for index, url in enumerate(urls)]
        for thread in self.threads:
            thread.start()

    def loop(self, index, url, token):
        while not self.stopping.is_set():
            self.processes[index] = subprocess.Popen(
                ["curl", "-s", "-o", "/dev/null", "-H", f"Authorization: Bearer {token}", url], stdout=subprocess.DEVNULL)
            if self.processes[index].wait() == 0 and not self.stopping.is_set():
                self.finished[index] += 1

    def stop(self):
        self.stopping.set()
        for process in self.processes:
            if process and process.poll() is None:
                process.terminate()
        for thread in self.threads:
            thread.join(timeout=10)


def measure(hey, base, token, duration, page):
    """hey's figures for `/v1/health` and `page` alone, then with the exports and searches running."""
    urls = {"health": f"{base}/v1/health", "page": f"{base}{page}"}
    alone = {name: helpers.hey(hey, url, PACE, WORKERS, duration, token) for name, url in urls.items()}
    long_urls = [f"{base}/v1/export"] * EXPORTS + [f"{base}/v1/threads?q={WORDS[index % len(WORDS)]}&limit=50" for index in range(SEARCHES)]
    background = Background(long_urls, token)
    try:
        time.sleep(2)  # every long request has begun
        loaded = {name: helpers.hey(hey, url, PACE, WORKERS, duration, token) for name, url in urls.items()}
    finally:
        background.stop()
    return {"alone": alone, "loaded": loaded, "exports": sum(background.finished[:EXPORTS]),
            "searches": sum(background.finished[EXPORTS:])}


def rows(figures, duration):
    """The section's table and what it says."""
    ms = lambda s: f"{s * 1000:.1f} ms"
    if "error" in figures:
        return ["### Short requests beside long reads", "", f"Not measured: {figures['error']}", ""]
    alone, loaded = figures["alone"], figures["loaded"]
    worst = max(loaded["health"]["p99"], loaded["page"]["p99"])
    return [
        f"### Short requests beside long reads", "",
        f"`/v1/health` and the page above, each paced by hey at {PACE} requests a second over {WORKERS} connections for "
        f"{duration} s: first alone, then with {EXPORTS} exports (`GET /v1/export`, the whole inbox, each begun again as it "
        f"ends) and {SEARCHES} searches of text (`GET /v1/threads?q=WORD&limit=50`, words {', '.join(WORDS)}) running, each "
        "a curl in a loop throwing the answer away. Exports and searches read on the store's second set of readers, the "
        "caller's event loop free meanwhile (Sources/Data/SQLite/SQLiteDataStore+ReadLanes.swift).", "",
        "| request | p50 | p99 | max |", "| --- | ---: | ---: | ---: |",
        f"| `/v1/health` alone | {ms(alone['health']['p50'])} | {ms(alone['health']['p99'])} | {ms(alone['health']['max'])} |",
        f"| the list page alone | {ms(alone['page']['p50'])} | {ms(alone['page']['p99'])} | {ms(alone['page']['max'])} |",
        f"| `/v1/health`, with {EXPORTS} exports and {SEARCHES} searches running | {ms(loaded['health']['p50'])} "
        f"| {ms(loaded['health']['p99'])} | {ms(loaded['health']['max'])} |",
        f"| the list page, with {EXPORTS} exports and {SEARCHES} searches running | {ms(loaded['page']['p50'])} "
        f"| {ms(loaded['page']['p99'])} | {ms(loaded['page']['max'])} |", "",
        f"Meanwhile {figures['exports']} exports and {figures['searches']} searches were answered whole. The slower p99 of the "
        f"two under load is {ms(worst)} (target 50 ms: {'met' if worst <= 0.05 else '**not met**'}).", ""]
