#!/usr/bin/env python3
"""Writes structout/src/engine/find/calendar_names.rs: the calendar words of every locale
CLDR has, read through Babel: the months' full names (as a date writes them and as they
stand alone: `августа` and `август`), the days of the week, the word for today, and the
phrases that name a day from today (`завтра`, `в следующую пятницу`, `next week`).

    pip install babel==2.19.0
    python3 structout/tools/cldr_calendar.py > structout/src/engine/find/calendar_names.rs

A month's or day's name that locales give different meanings (`listopad`: November in Czech
and Polish, October in Croatian) is left out, as are abbreviations (`ago`, `mar`, `sty` are
words too), months' names of Latin script shorter than four letters and days' shorter than
three (`mar`, `ven` are words too), and the CJK scripts' months (they write months with
digits and `月`; their days' names, `木曜日`, `목요일`, are kept).
"""
import collections
import re
import unicodedata

import babel
from babel import Locale, localedata

DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def clean(text):
    text = re.sub("[\u00ad\u200b\u200e\u200f\u2060\ufeff]", "", text).strip(" .")
    return unicodedata.normalize("NFC", text).lower()


def one_word(name):
    return " " not in name and all(
        c.isalpha() or unicodedata.category(c) in ("Mn", "Mc") for c in name
    )


def named(name, shortest, cjk):
    latin = all(c < "\u0250" for c in name)
    return (
        one_word(name)
        and len(name) >= (shortest if latin else 3)
        and (cjk or not any(c >= "\u2e80" for c in name))
    )


def locales():
    for loc in localedata.locale_identifiers():
        if "_" not in loc:
            yield Locale.parse(loc)


def main():
    months = collections.defaultdict(set)
    weekdays = collections.defaultdict(set)
    today, relative = set(), set()
    for locale in locales():
        for context in ("format", "stand-alone"):
            # A day's name is read only right before a date: three letters are enough.
            for table, out, shortest, cjk in (
                (locale.months, months, 4, False),
                (locale.days, weekdays, 3, True),
            ):
                try:
                    wide = table[context]["wide"]
                except KeyError:
                    continue
                for key, name in wide.items():
                    name = clean(name)
                    if named(name, shortest, cjk):
                        out[name].add(key)
        fields = locale._data.get("date_fields", {})
        try:
            days = dict(fields["day"]["relative"])
        except KeyError:
            days = {}
        if 0 in days:
            today.add(clean(days[0]))
        for offset, phrase in days.items():
            if offset != 0:
                relative.add(clean(phrase))
        for field in DAYS + ["week"]:
            try:
                phrases = dict(fields[field]["relative"])
            except KeyError:
                continue
            for offset, phrase in phrases.items():
                if offset != 0:
                    relative.add(clean(phrase))
    # A word for today that is another locale's relative day names no one day; a single word
    # of Latin script shorter than five letters is as often a word of another language
    # (`haut`, `ahir`, `leo`).
    def distinct(word):
        latin = all(c < "\u0250" for c in word)
        return len(word) >= (5 if latin and " " not in word else 3)

    today, relative = (
        {t for t in today if t not in relative and distinct(t)},
        {r for r in relative if r not in today and distinct(r)},
    )

    def table(name, doc, entries, kind):
        print()
        print(doc)
        print(f"pub(crate) static {name}: [{kind}; {len(entries)}] = [")
        for entry in entries:
            if isinstance(entry, tuple):
                print(f'    ("{entry[0]}", {entry[1]}),')
            else:
                print(f'    "{entry}",')
        print("];")

    print("//! Calendar words of every locale of CLDR, read through Babel")
    print(f"//! {babel.__version__} by `structout/tools/cldr_calendar.py`: do not edit by hand.")
    table(
        "MONTHS",
        "/// The months' full names, lowercase, sorted by their bytes, each with its month.",
        sorted(((n, next(iter(m))) for n, m in months.items() if len(m) == 1), key=lambda e: e[0].encode()),
        "(&str, u32)",
    )
    # Babel keys days Monday 0.
    table(
        "WEEKDAYS",
        "/// The days of the week by name, lowercase, sorted by their bytes, Monday 0.",
        sorted(((n, next(iter(d))) for n, d in weekdays.items() if len(d) == 1), key=lambda e: e[0].encode()),
        "(&str, usize)",
    )
    table(
        "TODAY",
        "/// The word for today (`сегодня`, `dzisiaj`, `இன்று`), lowercase, sorted by their bytes.",
        sorted(today, key=str.encode),
        "&str",
    )
    table(
        "RELATIVE",
        "/// The phrases that name a day from today (`завтра`, `w przyszły piątek`, `next week`),\n/// lowercase, sorted by their bytes.",
        sorted(relative, key=str.encode),
        "&str",
    )


if __name__ == "__main__":
    main()
