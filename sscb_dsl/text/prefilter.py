"""Literal prefilters for the finders' large case-insensitive patterns, with exact semantics.

Python's regex engine tries every branch of an alternation at every position of a text, so a
pattern of sixty phrases costs sixty tries per character even when the text holds none of their
words. :func:`requirements` reads a pattern (its parse tree, never its text) and derives words
any match must contain: clauses, each a set of strings of which a match contains at least one
(the fixed part of ``has been updated``, the verbs of ``\\b(?:cancel?led|moved)\\b``). A text
whose :func:`fold` lacks them cannot match, so

- :func:`search` and :func:`finditer` do not run a pattern on such a text (a :class:`Probe`,
  made once per text and run, remembers which clauses the text holds);
- :class:`Alternation` runs only the branches whose words a text holds, each on its own, and
  merges their matches as the whole alternation would (leftmost, then first branch): a branch
  that can match nowhere in a text never changes what the alternation matches there (group
  numbers differ: only ``group()``/``span()`` of whole matches may be read).

Soundness: strings are folded as the engine folds under ``re.IGNORECASE`` (ASCII letters with
their four non-ASCII equivalents, :data:`_SPECIAL`); only ASCII and uncased characters are ever
required, and anything the analysis does not know (classes, repeats that may be empty,
back-references) requires nothing.
"""

from __future__ import annotations

import functools
import itertools
import re
import sys
import unicodedata
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, ClassVar

from sscb_dsl.text import run_memo

if sys.version_info >= (3, 11):  # the regex engine's own parser
    from re import _constants as _c
    from re import _parser as _p
else:  # pragma: no cover
    import sre_constants as _c
    import sre_parse as _p

_REPEATS = tuple(
    getattr(_c, name)
    for name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT")
    if hasattr(_c, name)
)
_GROUPREFS = tuple(
    getattr(_c, name) for name in ("GROUPREF", "GROUPREF_EXISTS") if hasattr(_c, name)
)

_SPECIAL = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"})
"""The non-ASCII characters ``re.IGNORECASE`` matches with an ASCII letter (İ ı ſ K)."""

_LIMIT = 32
"""Exact alternatives kept at most per node before the analysis falls back to clauses."""

Clauses = tuple[frozenset[str], ...]
_Info = tuple["frozenset[str] | None", tuple[frozenset[str], ...]]
"""Per node: the exact strings it can match (None: unknown) and clauses it requires besides."""
_UNKNOWN: _Info = (None, ())
_EMPTY: _Info = (frozenset({""}), ())


def fold(text: str) -> str:
    """``text`` folded as requirements are: lower case, İ ı ſ K as i i s k."""
    return text.translate(_SPECIAL).lower()


def _safe(ch: str) -> bool:
    """A character a requirement may name: ASCII, or one without case (✅, →, —)."""
    if ch.isascii():
        return True
    return ch.lower() == ch == ch.upper() and not unicodedata.category(ch).startswith(("L", "M"))


def requirements(pattern: str, flags: int = 0) -> Clauses:
    """Clauses every match of ``pattern`` satisfies in the folded text (empty: none known)."""
    try:
        return _clauses(_p.parse(pattern, flags))
    except Exception:  # an unknown construct: require nothing
        return ()


_RARE = {ch: i for i, ch in enumerate(" etaoinshrdlcumwfgypbvkjxqz")}
"""Letters from the commonest in English text: a key trigram of rare letters filters best."""


def _key(s: str) -> str:
    """The trigram of ``s`` least likely to occur in a text (``s`` itself when shorter)."""
    if len(s) <= 3:
        return s
    grams = [s[i : i + 3] for i in range(len(s) - 2)]
    return max(grams, key=lambda g: (sum(_RARE.get(ch, 30) for ch in g), g))


class Probe:
    """A text as the filters read it: folded, and its set of trigrams once looking for the
    strings of clauses one by one has cost more than making it would (see :meth:`holds`)."""

    __slots__ = ("_grams", "_known", "_looked", "folded")

    def __init__(self, text: str) -> None:
        self.folded = fold(text)
        self._grams: set[str] | None = None
        self._known: dict[int, bool] = {}
        self._looked = 0

    def index(self) -> None:
        """Make the trigram set now (a caller about to check many clauses)."""
        if self._grams is None:
            f = self.folded
            self._grams = {f[i : i + 3] for i in range(len(f) - 2)}

    def grams(self) -> set[str]:
        """The text's trigram set (made now if it is not yet)."""
        grams = self._grams
        if grams is None:
            f = self.folded
            grams = self._grams = {f[i : i + 3] for i in range(len(f) - 2)}
        return grams

    def holds(self, clause: Clause) -> bool:
        """Does the text hold a string of ``clause``? (Checked once per clause and text.)"""
        known = self._known.get(clause.id)
        if known is None:
            folded = self.folded
            grams = self._grams
            if grams is None and self._looked < _LOOK_LIMIT:
                self._looked += len(clause.strings)
                known = any(s in folded for s in clause.strings)
            else:
                if grams is None:
                    grams = self._grams = {folded[i : i + 3] for i in range(len(folded) - 2)}
                known = any(s in folded for s in clause.short) or any(
                    s in folded for key in clause.keys & grams for s in clause.by_key[key]
                )
            self._known[clause.id] = known
        return known


_LOOK_LIMIT = 120
"""Strings a probe looks for one by one before it makes its trigram set (which costs about
as much as looking for a hundred strings)."""


def probe(text: str) -> Probe:
    """The :class:`Probe` of ``text``, made once per run (:mod:`run_memo`): the finders read
    the same messages."""
    memo = run_memo.table()
    key = ("probe", text)
    found = memo.get(key)
    if found is None:
        found = memo[key] = Probe(text)
    assert isinstance(found, Probe)
    return found


class Clause:
    """A set of strings a match contains one of, indexed for :meth:`Probe.holds`: the strings
    of three characters or more by a key trigram of theirs (a text holding a string holds each
    of its trigrams, so only strings whose key the text holds are looked for), and the rest."""

    __slots__ = ("by_key", "id", "keys", "short", "strings")
    _ids: ClassVar[dict[frozenset[str], Clause]] = {}
    _count: ClassVar[Iterator[int]] = itertools.count()
    """Clause ids are never reused (a probe remembers its answers by id)."""

    def __init__(self, strings: frozenset[str]) -> None:
        self.id = next(self._count)
        self.strings = tuple(sorted(strings))
        by_key: dict[str, list[str]] = {}
        for s in sorted(strings):
            if len(s) >= 3:
                by_key.setdefault(_key(s), []).append(s)
        self.by_key = {k: tuple(v) for k, v in by_key.items()}
        self.keys = frozenset(self.by_key)
        self.short = tuple(sorted(s for s in strings if len(s) < 3))

    @classmethod
    def of(cls, strings: frozenset[str]) -> Clause:
        """The clause of these strings (one object per set, so a text checks it once)."""
        found = cls._ids.get(strings)
        if found is None:
            if len(cls._ids) > 65536:
                cls._ids.clear()
            found = cls._ids[strings] = cls(strings)
        return found


def _best(info: _Info) -> frozenset[str] | None:
    """The most selective single clause a node requires (its longest shortest string)."""
    exact, clauses = info
    options = list(clauses)
    if exact is not None and "" not in exact:
        options.append(exact)
    options = [c for c in options if c and "" not in c]
    if not options:
        return None
    return max(options, key=lambda c: (min(len(s) for s in c), -len(c)))


def _seq(items: Any) -> _Info:
    """A sequence of nodes: contiguous exact parts are joined, the rest kept as clauses."""
    run: frozenset[str] | None = frozenset({""})
    broken = False
    clauses: list[frozenset[str]] = []

    def flush() -> None:
        if run is not None and "" not in run:
            clauses.append(run)

    for op, av in items:
        exact, more = _node(op, av)
        clauses.extend(more)
        if exact is None:
            flush()
            run, broken = frozenset({""}), True
            continue
        assert run is not None
        joined = frozenset(a + b for a in run for b in exact)
        if len(joined) > _LIMIT:
            flush()
            run, broken = exact, True
        else:
            run = joined
    if broken:
        flush()
        return None, tuple(clauses)
    return run, tuple(clauses)


def _node(op: Any, av: Any) -> _Info:
    """One parse node (see :func:`_seq`)."""
    if op is _c.LITERAL:
        ch = chr(av)
        return (frozenset({fold(ch)}), ()) if _safe(ch) else _UNKNOWN
    if op is _c.AT:
        return _EMPTY
    if op is _c.SUBPATTERN:
        return _seq(av[3])
    if op is getattr(_c, "ATOMIC_GROUP", None):
        return _seq(av)
    if op is _c.BRANCH:
        return _branch(av[1])
    if op is _c.IN:
        return _class(av)
    if op in _REPEATS:
        low, high, item = av
        inner = _seq(item)
        if low == 0:
            if high == 1 and inner[0] is not None and not inner[1]:
                return inner[0] | {""}, ()
            return _UNKNOWN
        if low == high == 1:
            return inner
        best = _best(inner)
        return (None, (best,)) if best is not None else _UNKNOWN
    if op is _c.ASSERT:  # a lookaround's words are in the text too; it consumes nothing
        best = _best(_seq(av[1]))
        return (frozenset({""}), (best,)) if best is not None else _EMPTY
    if op is _c.ASSERT_NOT:
        return _EMPTY
    if op in _GROUPREFS:
        raise ValueError("back-reference")  # the alternation is then never split
    return _UNKNOWN


def _branch(alternatives: Sequence[Any]) -> _Info:
    infos = [_seq(a) for a in alternatives]
    if all(e is not None and not c for e, c in infos):
        union = frozenset().union(*(e for e, _ in infos if e is not None))
        if len(union) <= _LIMIT:
            return union, ()
    clause: set[str] = set()
    for info in infos:
        best = _best(info)
        if best is None:
            return _UNKNOWN
        clause |= best
    return None, (frozenset(clause),)


def _class(items: Sequence[tuple[Any, Any]]) -> _Info:
    """A character class of a few safe characters; anything else is unknown."""
    chars: set[str] = set()
    for op, av in items:
        if op is _c.LITERAL:
            chars.add(chr(av))
        elif op is _c.RANGE and av[1] - av[0] < 8:
            chars.update(chr(c) for c in range(av[0], av[1] + 1))
        else:
            return _UNKNOWN
    if not chars or len(chars) > 8 or not all(_safe(ch) for ch in chars):
        return _UNKNOWN
    return frozenset(fold(ch) for ch in chars), ()


_NEEDS: dict[tuple[str, int], tuple[Clause, ...]] = {}


def needs(pattern: re.Pattern[str]) -> tuple[Clause, ...]:
    """The clauses of a compiled pattern (:func:`requirements`), derived once per pattern."""
    key = (pattern.pattern, pattern.flags)
    found = _NEEDS.get(key)
    if found is None:
        if len(_NEEDS) > 16384:
            _NEEDS.clear()
        found = _NEEDS[key] = tuple(Clause.of(c) for c in requirements(*key))
    return found


def may_match(pattern: re.Pattern[str], known: Probe) -> bool:
    """Whether ``pattern`` may match in the text of ``known`` or in any part of it: False
    only when the text lacks the words every match contains."""
    holds = known.holds
    return all(holds(clause) for clause in needs(pattern))


def search(pattern: re.Pattern[str], text: str, known: Probe) -> re.Match[str] | None:
    """``pattern.search(text)``, not run when ``known`` (the probe of ``text`` or of a text
    containing it) lacks the words every match contains."""
    holds = known.holds
    for clause in needs(pattern):
        if not holds(clause):
            return None
    return pattern.search(text)


def finditer(pattern: re.Pattern[str], text: str, known: Probe) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text)``, not run when ``known`` lacks the words every match
    contains (see :func:`search`)."""
    holds = known.holds
    for clause in needs(pattern):
        if not holds(clause):
            return iter(())
    return pattern.finditer(text)


def gated(
    patterns: Sequence[tuple[str, re.Pattern[str]]], gates: Mapping[str, Sequence[str]]
) -> list[tuple[str, re.Pattern[str], re.Pattern[str] | None]]:
    """Named patterns in order, each with its gate compiled with the pattern's flags (None: it
    has none): ``gates[name]`` are the gates of the patterns of that name, in order, each a
    regex that every match of its pattern contains a match of (the caller's proof: the same
    subexpressions of the pattern under the same flags), so that a text the gate finds nothing
    in need not be scanned with the pattern."""
    seen: dict[str, int] = {}
    out: list[tuple[str, re.Pattern[str], re.Pattern[str] | None]] = []
    for name, pattern in patterns:
        n = seen[name] = seen.get(name, -1) + 1
        mine = gates.get(name)
        out.append((name, pattern, re.compile(mine[n], pattern.flags) if mine else None))
    return out


class Alternation:
    """``(?:b1)|(?:b2)|...``, run as its branches: only those whose words the text holds.

    ``finditer`` gives the matches the whole alternation gives (the spans and ``group()``):
    the alternation matches at the first position where a branch matches, with the first such
    branch in order, and goes on from the end of that match. Each branch's next match is
    searched for on its own; a branch that can match nowhere in the text is never run. When a
    branch may match the empty string (where ``finditer``'s rule for empty matches would
    apply) or the patterns cannot be analysed, the whole alternation is run.
    """

    __slots__ = (
        "_by_key",
        "_full",
        "_keys",
        "_masks",
        "_need_bits",
        "_short",
        "_singles",
        "branches",
        "flags",
        "needs",
    )

    def __init__(self, branches: Sequence[str], flags: int) -> None:
        self.branches = tuple(branches)
        self.flags = flags
        self._full: re.Pattern[str] | None = None
        self._singles: list[re.Pattern[str] | None] = [None] * len(self.branches)
        self.needs: tuple[tuple[Clause, ...], ...] | None = None
        self._masks: tuple[tuple[Clause, int], ...] = ()
        try:
            found = [_branch_clauses(b, flags) for b in self.branches]
            if all(c is not None for c in found):
                self.needs = tuple(tuple(Clause.of(c) for c in cs or ()) for cs in found)
        except Exception:  # an unknown construct: run the whole pattern
            self.needs = None
        masks: dict[Clause, int] = {}
        for i, need in enumerate(self.needs or ()):
            for clause in need:
                masks[clause] = masks.get(clause, 0) | 1 << i
        # each distinct clause once, with the branches needing it (as bits): most selective
        # (longest shortest string) first, so that later clauses of ruled-out branches are
        # not looked for
        self._masks = tuple(
            sorted(masks.items(), key=lambda cm: -min(len(s) for s in cm[0].strings))
        )
        # The clauses' strings indexed once for all (see :meth:`_held`): each distinct clause
        # is a bit; a branch needs the bits of its clauses.
        bits = {clause: 1 << k for k, (clause, _) in enumerate(self._masks)}
        by_key: dict[str, list[tuple[str, int]]] = {}
        short: list[tuple[str, int]] = []
        for clause, bit in bits.items():
            short += [(s, bit) for s in clause.short]
            for key, strings in clause.by_key.items():
                by_key.setdefault(key, []).extend((s, bit) for s in strings)
        self._by_key = {k: tuple(v) for k, v in by_key.items()}
        self._keys = frozenset(self._by_key)
        self._short = tuple(short)
        self._need_bits = tuple(
            sum(bits[clause] for clause in set(need)) for need in self.needs or ()
        )

    @property
    def full(self) -> re.Pattern[str]:
        """The whole alternation, compiled (on first use: it is run only when the branches
        cannot be)."""
        if self._full is None:
            self._full = re.compile(_joined(self.branches), self.flags)
        return self._full

    def single(self, i: int) -> re.Pattern[str]:
        """Branch ``i`` alone, compiled on first use (most branches are rarely run)."""
        found = self._singles[i]
        if found is None:
            found = self._singles[i] = _compiled(self.branches[i], self.flags)
        return found

    def finditer(self, text: str, probe: Probe | None = None) -> Iterator[re.Match[str]]:
        """The whole alternation's matches in ``text`` (read their spans and ``group()``
        only); ``probe`` is the :class:`Probe` of ``text`` (or of a text containing it)."""
        if self.needs is None:
            yield from self.full.finditer(text)
            return
        known = probe or Probe(text)
        if len(self._masks) > 16:
            held = self._held(known)
            active = [
                self.single(i) for i, need in enumerate(self._need_bits) if need & held == need
            ]
        else:
            holds = known.holds
            out = 0  # the branches ruled out, as bits
            for clause, mask in self._masks:
                if out & mask != mask and not holds(clause):
                    out |= mask
            active = [self.single(i) for i in range(len(self.branches)) if not out >> i & 1]
        if not active:
            return
        if len(active) == 1:
            yield from active[0].finditer(text)
            return
        pending: list[re.Match[str] | None] = [p.search(text) for p in active]
        while True:
            best = -1
            for i, m in enumerate(pending):
                if m is not None and (best < 0 or m.start() < pending[best].start()):  # type: ignore[union-attr]
                    best = i
            if best < 0:
                return
            found = pending[best]
            assert found is not None
            yield found
            end = found.end()
            for i, m in enumerate(pending):
                if m is not None and m.start() < end:  # overlapped: its next match from here
                    pending[i] = active[i].search(text, end)

    def _held(self, known: Probe) -> int:
        """The bits of the clauses the text of ``known`` holds, all found in one pass over the
        index of their strings: a keyed string is looked for only when the text holds its key
        trigram (what :meth:`Probe.holds` answers, clause by clause, for many clauses at once)."""
        folded = known.folded
        held = 0
        for s, bit in self._short:
            if not held & bit and s in folded:
                held |= bit
        by_key = self._by_key
        for key in self._keys & known.grams():
            for s, bit in by_key[key]:
                if not held & bit and s in folded:
                    held |= bit
        return held


@functools.lru_cache(maxsize=4096)
def _branch_clauses(branch: str, flags: int) -> Clauses | None:
    """The clauses of one branch of an :class:`Alternation` (None when it may match the empty
    string), analysed once per process: alternations built for different extra phrases share
    most of their branches (the claims' done phrases are one per domain)."""
    tree = _p.parse(branch, flags)
    if tree.getwidth()[0] <= 0:
        return None
    return _clauses(tree)


@functools.lru_cache(maxsize=4096)
def _compiled(branch: str, flags: int) -> re.Pattern[str]:
    """One branch compiled, once per process (shared by alternations holding it; ``re``'s own
    cache is churned by the anchors' patterns)."""
    return re.compile(branch, flags)


def _joined(branches: Sequence[str]) -> str:
    return "|".join(f"(?:{b})" for b in branches)


def _clauses(tree: Any) -> Clauses:
    """The clauses of a parsed pattern (see :func:`requirements`)."""
    exact, clauses = _seq(tree)
    out = list(clauses)
    if exact is not None and "" not in exact:
        out.append(exact)
    return tuple(dict.fromkeys(c for c in out if c and "" not in c))
