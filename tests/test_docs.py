"""The documentation's links lead somewhere: every relative link of README.md and docs/*.md
names a file that exists and, with a #fragment, a heading (or an explicit anchor) of it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

_LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
_FENCE = re.compile(r"^(`{3,})")


def prose(text: str) -> str:
    """The text outside fenced code blocks."""
    kept, fence = [], None
    for line in text.split("\n"):
        match = _FENCE.match(line)
        if fence is None and match:
            fence = match.group(1)
        elif fence is not None and line.strip().startswith(fence) and not line.strip(" `"):
            fence = None
        elif fence is None:
            kept.append(line)
    return "\n".join(kept)


def anchors(text: str) -> set[str]:
    """The fragments a page's headings get on GitHub (lower case, punctuation dropped, spaces
    as hyphens, a repeated one numbered), and its explicit `<a id="...">` anchors."""
    found: set[str] = set(re.findall(r'<a id="([^"]+)">', text))
    seen: dict[str, int] = {}
    for line in prose(text).split("\n"):
        heading = re.match(r"^#{1,6} (.*)$", line)
        if not heading:
            continue
        slug = re.sub(r"[^\w\- ]", "", heading.group(1).strip().lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        found.add(slug if count == 0 else f"{slug}-{count}")
    return found


def links(page: Path) -> list[str]:
    return [target for target in _LINK.findall(prose(page.read_text()))
            if not re.match(r"^[a-z]+:", target)]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_relative_links_lead_somewhere(page):
    broken = []
    for target in links(page):
        path, _, fragment = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.exists():
            broken.append(f"{target}: no {file.relative_to(ROOT)}")
        elif fragment and fragment not in anchors(file.read_text()):
            broken.append(f"{target}: no heading #{fragment} in {file.relative_to(ROOT)}")
    assert not broken, "\n".join(broken)


def test_every_page_of_docs_is_linked_from_the_readme():
    linked = {(ROOT / t.partition("#")[0]).resolve() for t in links(ROOT / "README.md")}
    missing = [p.name for p in PAGES[1:] if p.resolve() not in linked]
    assert not missing, missing
