#!/usr/bin/env python3
"""Writes structout/src/engine/parse/scales.rs: the scale words of every locale CLDR has
(its compact decimal formats, `3 millones`, `2 Milliarden`, `5 แสน`, `milioni 3`), read
through Babel.

    pip install babel==2.19.0
    python3 structout/tools/cldr_scales.py > structout/src/engine/parse/scales.rs

A word that locales give different powers (`billion`: 10^9 in English, 10^12 in French) is
written with power 0: the engine reads no one number from it. Words that are also common
words or units (`mile`, `bill`, `min`), and abbreviations of two letters or fewer outside
the scripts written without spaces, are left out: after a number they are more often
something else.
"""
import collections
import re
import unicodedata

import babel
from babel import Locale, localedata

# Scripts written without spaces: a scale word there runs on into the sentence (`4万人`),
# so it is matched where it starts, not as a whole word.
UNSPACED = [(0x0E00, 0x0EFF), (0x1780, 0x17FF), (0x2E80, 0x9FFF), (0xAC00, 0xD7AF), (0x3130, 0x318F)]
# Scripts whose words the engine does not split where CLDR does (Tibetan's tsheg, Burmese
# marks): left out rather than half read.
SKIPPED = [(0x0F00, 0x0FFF), (0x1000, 0x109F)]
# Words that are as often something else after a number: units, English words, or words of
# one language that are common words of another.
COMMON = {
    "mile", "bill", "mill", "mano", "min", "mie", "mia", "afe", "kilu", "libo", "kun",
    "nde", "puku", "kuma", "ming", "bio", "tri", "tis", "tys", "bil", "mil", "tsg",
    "tuh", "tús", "bió", "mió", "biu", "miu", "mìg", "bkl", "gkl", "akl", "akr", "ɩkt",
    "ŋkl", "ŋkr", "vote", "sâh", "zre", "зре", "td", "dt", "km", "mm", "md", "mr", "ma",
    "tr", "jt", "rb", "mn", "bn", "tn", "nt", "京", "千", "ezer", "milj", "bilj", "ລລ",
}
# Words a reader takes for another power than their locale's CLDR does: English shorthand
# writes `bln` for 10^9, as CLDR's Italian writes it for 10^12; `兆` is 10^6 in mainland
# China's units, 10^12 elsewhere; `조` a trillion and a team (`2조`).
TWO_WAYS = {"bln", "兆", "조"}


def in_ranges(c, ranges):
    return any(lo <= ord(c) <= hi for lo, hi in ranges)


def words():
    after = collections.defaultdict(set)
    before = collections.defaultdict(set)
    for loc in localedata.locale_identifiers():
        if "_" in loc:
            continue
        formats = Locale.parse(loc).compact_decimal_formats
        for width in ("long", "short"):
            try:
                table = formats[width]
            except KeyError:
                continue
            for plural in table.keys():
                for magnitude, pattern in table[plural].items():
                    text = getattr(pattern, "pattern", str(pattern)).split(";")[0]
                    zeros = text.count("0")
                    if not zeros:
                        continue
                    power = len(str(int(magnitude))) - zeros
                    head, _, tail = text.partition("0" * zeros)
                    for part, side in ((head, before), (tail, after)):
                        word = part.replace("'", "").replace("¤", "")
                        word = re.sub("[\u200e\u200f]", "", word).strip(" \u00a0\u202f.")
                        word = unicodedata.normalize("NFC", word).lower()
                        if word:
                            side[word].add(power)
    return after, before


def kept(word):
    if word in COMMON or any(in_ranges(c, SKIPPED) for c in word):
        return False
    if word.isdigit() or not all(c.isalpha() or unicodedata.category(c) in ("Mn", "Mc") for c in word):
        return False
    unspaced = any(in_ranges(c, UNSPACED) for c in word)
    return unspaced or len(word) >= 3


def table(name, doc, entries):
    print(doc)
    print(f"pub(crate) static {name}: [(&str, u32); {len(entries)}] = [")
    for word, power in entries:
        print(f'    ("{word}", {power}),')
    print("];")


def main():
    after, before = words()
    def power(word, powers):
        return 0 if word in TWO_WAYS or len(powers) > 1 else next(iter(powers))
    spaced, unspaced = [], []
    for word, powers in after.items():
        if not kept(word) or word.isascii() and len(word) == 1:
            continue
        entry = (word, power(word, powers))
        (unspaced if any(in_ranges(c, UNSPACED) for c in word) else spaced).append(entry)
    spaced.sort(key=lambda e: e[0].encode())
    # Longest first: `ล้านล้าน` (10^12) before `ล้าน` (10^6), `万亿` before `万`.
    unspaced.sort(key=lambda e: (-len(e[0].encode()), e[0].encode()))
    # A word written after the number in one locale and before it in another (`milioni`: `3
    # milioni` in Italian, `milioni 3` in Swahili) is in both tables: the engine reads it
    # before a number only where no number stands before it (`3 milioni 500 mila`).
    leading = sorted(
        ((w, power(w, p)) for w, p in before.items() if kept(w)),
        key=lambda e: e[0].encode(),
    )
    print("//! Scale words of every locale of CLDR (its compact decimal formats, read through Babel")
    print(f"//! {babel.__version__}), written by")
    print("//! `structout/tools/cldr_scales.py`: do not edit by hand. Power 0: locales disagree, no")
    print("//! one number.")
    print()
    table("AFTER", "/// Words written after a number, lowercase, sorted by their bytes.", spaced)
    print()
    table("UNSPACED", "/// Words of the scripts written without spaces, matched where they start, longest first.", unspaced)
    print()
    table("BEFORE", "/// Words written before the number (`milioni 3`, `elfu 5`), sorted by their bytes.", leading)


if __name__ == "__main__":
    main()
