#!/usr/bin/env python3
"""scripts/startup-order's two steps: what a profiled command touched, and the order the linker is given.

    valgrind --tool=lackey --trace-mem=yes --log-fd=9 threads ARGS 9>&1 >/dev/null | startup_order.py touched OUT
    startup_order.py order BINARY OUT...      # the symbols, most shared first, on standard output
    startup_order.py covers BINARY ORDER      # checks that BINARY was linked in ORDER's `.bss` order

`touched` reads lackey's trace (every instruction fetched and every load and store, one a line) and
keeps each address once, in the order the command first touched it. The first is the entry point,
which is how `order` learns where valgrind loaded the position-independent binary.

`order` names the symbol holding each address (`nm`): functions, and the data that is read or written
in place (`.bss`, `.rodata`). A page of either is faulted in as it is first touched, so what start-up
touches should sit on as few pages as possible. `.data` and `.data.rel.ro` are left out: the loader
writes the relocated pointers on every one of their pages before `main`, so their order changes nothing.
A symbol touched by more of the commands comes first; among equals, the earlier command's, in the order
it touched them: the code and data every command runs share the first pages. Last comes
`threads_startup_bss_end` (ProcessStart's StartupPages.c): placed after every `.bss` symbol listed, it
ends the range of zeroed pages the program makes writable at once as it starts.
"""
import bisect, re, subprocess, sys  # noqa: E401

# Sections whose every page the loader writes (relocated pointers) before the program's first instruction.
WRITTEN_BY_LOADER = {".data", ".data.rel.ro"}
# Named last, so that the linker places it after the zeroed data start-up touches (ProcessStart's StartupPages.c).
STARTUP_BSS_END = "threads_startup_bss_end"
ADDRESS = re.compile(rb"^[ ILSM]{3}([0-9a-f]+),", re.M)


def touched(out_path):
    seen = {}
    rest = b""
    while chunk := sys.stdin.buffer.read(1 << 22):
        chunk = rest + chunk
        cut = chunk.rfind(b"\n") + 1
        rest = chunk[cut:]
        for address in ADDRESS.findall(chunk, 0, cut):
            if address not in seen:
                seen[address] = None
    with open(out_path, "wb") as out:
        out.write(b"\n".join(seen) + b"\n")
    if len(seen) < 2:
        sys.exit(f"startup-order: {out_path}: lackey traced nothing")


def sections(headers):
    """(start, end, name) of each allocated section, by address, from `readelf -hlSW`."""
    found = []
    for line in headers.splitlines():
        match = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", line)
        if match and int(match.group(2), 16):
            start = int(match.group(2), 16)
            found.append((start, start + int(match.group(3), 16), match.group(1)))
    return sorted(found)


def order(binary, touched_paths):
    # The first address traced is the load address plus the entry point only when no dynamic
    # loader ran first: scripts/install links threads statically.
    headers = subprocess.run(["readelf", "-hlSW", binary], capture_output=True, text=True, check=True).stdout
    if "program interpreter" in headers:
        sys.exit(f"startup-order: {binary} is linked dynamically; the traces' first address would be the loader's")
    entry = int(re.search(r"Entry point address:\s+0x([0-9a-f]+)", headers).group(1), 16)
    spans = sections(headers)
    starts = [span[0] for span in spans]

    def section_of(address):
        index = bisect.bisect_right(starts, address) - 1
        return spans[index][2] if index >= 0 and address < spans[index][1] else None

    symbols = []  # (address, size, name): functions and data, sized where nm knows the size
    nm = subprocess.run(["nm", "--defined-only", "-S", "-n", binary], capture_output=True, text=True, check=True).stdout
    for line in nm.splitlines():
        fields = line.split()
        if len(fields) == 4 and fields[2] in "tTwWdDbBrRvV":
            address = int(fields[0], 16)
            if section_of(address) not in WRITTEN_BY_LOADER:
                symbols.append((address, int(fields[1], 16), fields[3]))
    symbols.sort()
    addresses = [symbol[0] for symbol in symbols]

    rank = {}  # name -> [commands touching it, first command, position in it]
    for command, path in enumerate(touched_paths):
        with open(path) as file:
            lines = file.read().split()
        base = int(lines[0], 16) - entry
        named = set()
        for position, text in enumerate(lines):
            address = int(text, 16) - base
            index = bisect.bisect_right(addresses, address) - 1
            if index < 0:
                continue
            start, size, name = symbols[index]
            if size and address >= start + size:
                continue  # between two symbols: padding, or a symbol nm does not list
            if name in named:
                continue
            named.add(name)
            if name in rank:
                rank[name][0] += 1
            else:
                rank[name] = [1, command, position]
    if not rank:
        sys.exit("startup-order: no symbol was touched: the traces and the binary do not match")
    for name in sorted(rank, key=lambda name: (-rank[name][0], rank[name][1], rank[name][2])):
        if name != STARTUP_BSS_END:
            print(name)
    print(STARTUP_BSS_END)


def covers(binary, order_path):
    """Fails unless every `.bss` symbol ORDER names lies below STARTUP_BSS_END in BINARY, and that within
    the 1 MiB StartupPages.c makes writable: else start-up faults its zeroed pages in one by one again."""
    spans = sections(subprocess.run(["readelf", "-SW", binary], capture_output=True, text=True, check=True).stdout)
    bss = next(((start, end) for start, end, name in spans if name == ".bss"), None)
    if bss is None:
        sys.exit(f"startup-order: {binary} has no .bss")
    addresses = {}
    nm = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True).stdout
    for line in nm.splitlines():
        fields = line.split()
        if len(fields) == 3:
            addresses[fields[2]] = int(fields[0], 16)
    end = addresses.get(STARTUP_BSS_END)
    if end is None:
        sys.exit(f"startup-order: {binary} has no {STARTUP_BSS_END}")
    with open(order_path) as file:
        listed = [name for name in file.read().split() if bss[0] <= addresses.get(name, -1) < bss[1]]
    beyond = [name for name in listed if addresses[name] > end]
    if beyond:
        sys.exit(f"startup-order: {len(beyond)} listed .bss symbols lie past {STARTUP_BSS_END} in {binary}, "
                 f"first {beyond[0]}: was it linked with {order_path}?")
    if end - (bss[0] & ~4095) >= 1 << 20:
        sys.exit(f"startup-order: {STARTUP_BSS_END} is {end - bss[0]:,} bytes into .bss, past the 1 MiB made writable")
    print(f"startup-order: {len(listed):,} listed .bss symbols within the first {end - (bss[0] & ~4095) + 1:,} bytes made writable")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "touched":
        touched(sys.argv[2])
    elif len(sys.argv) >= 4 and sys.argv[1] == "order":
        order(sys.argv[2], sys.argv[3:])
    elif len(sys.argv) == 4 and sys.argv[1] == "covers":
        covers(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__.split("\n\n")[1])
