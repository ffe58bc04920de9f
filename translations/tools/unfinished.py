#!/usr/bin/env python3
"""Lists the unfinished messages of a .ts file, or fills them.

After `cmake --build build/release --target terrainstudio_lupdate` has added
new source texts to translations/terrainstudio_de.ts:

    python3 translations/tools/unfinished.py translations/terrainstudio_de.ts
        prints each unfinished source text, one a line (tabs and newlines
        written as \\t and \\n), and exits 1 when there is any;
    python3 translations/tools/unfinished.py translations/terrainstudio_de.ts new.tsv
        fills them from new.tsv, lines "source<TAB>translation" in the same
        escaping; a plural message takes its forms parted by " || ".

Only unfinished messages change; the finished ones, the .ts file's own
truth, are left as they are. tst_translations fails while any is left.
"""
import html
import re
import sys
from pathlib import Path

UNFINISHED = re.compile(
    r'<source>([^<]*)</source>(\s*(?:<comment>[^<]*</comment>\s*)?)'
    r'<translation type="unfinished"(?:/>|>.*?</translation>)', re.S)


def unescape(text):
    return html.unescape(text).replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def escape(text):
    text = text.replace("\\n", "\n").replace("\\t", "\t").replace("\\\\", "\\")
    return html.escape(text, quote=False).replace('"', "&quot;")


def main(ts_path, tsv_path=None):
    ts = Path(ts_path).read_text(encoding="utf-8")
    if tsv_path is None:
        sources = [unescape(m.group(1)) for m in UNFINISHED.finditer(ts)]
        for s in sources:
            print(s)
        return 1 if sources else 0
    given = {}
    for n, line in enumerate(Path(tsv_path).read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            if "\t" not in line:
                sys.exit(f"{tsv_path}:{n}: expected source<TAB>translation")
            source, german = line.split("\t", 1)
            given[source] = german
    missing = []

    def fill(match):
        source = unescape(match.group(1))
        if source not in given:
            missing.append(source)
            return match.group(0)
        forms = given[source].split(" || ")
        if "<numerusform>" in match.group(0) or len(forms) > 1:
            body = "".join(f"\n            <numerusform>{escape(f)}</numerusform>" for f in forms)
            return f"<source>{match.group(1)}</source>{match.group(2)}<translation>{body}\n        </translation>"
        return f"<source>{match.group(1)}</source>{match.group(2)}<translation>{escape(forms[0])}</translation>"

    Path(ts_path).write_text(UNFINISHED.sub(fill, ts), encoding="utf-8")
    for m in missing:
        print("still unfinished:", m, file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
