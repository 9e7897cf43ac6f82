"""Extract the game's game-icons.net pictures from a pinned npm package (issue 17).

    python3 tools/fetch_icons.py                      # download the pinned package, extract
    python3 tools/fetch_icons.py --tarball FILE.tgz   # the same from a package already here
    python3 tools/fetch_icons.py --check              # exit 1 if assets/icons/ is not what
                                                      # the manifest and the package make

assets/icons/manifest.toml names the package (version, npm integrity, sha256), the icons with
their authors, and our keys. The tool refuses a package whose digests differ, then writes:

  assets/icons/<icon>.svg   one standalone SVG per icon, filled white (the game tints it),
                            with its author and licence in a comment
  assets/icons/credits.json who drew which icon, and the licence (scenes/credits.py, tests)

and removes any other SVG there. The output depends only on the manifest and the package
bytes, so running it twice gives identical files. Only the standard library is used.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import io
import json
import re
import sys
import tarfile
import tomllib
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "icons"
MANIFEST = OUT / "manifest.toml"
CREDITS = OUT / "credits.json"
NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")     # an icon's file name: nothing else


class IconError(Exception):
    """A manifest, package or icon the tool cannot use: the message says which and why."""


def load_manifest(path: Path = MANIFEST) -> dict[str, Any]:
    """The manifest, checked: every key names a listed icon, every icon a listed author."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    if data.get("format") != 1:
        raise IconError(f"{path.name}: format must be 1")
    authors, icons, keys = data["authors"], data["icons"], data["keys"]
    for icon, author in icons.items():
        if not NAME.match(icon):
            raise IconError(f"{path.name}: {icon!r} is not an icon name")
        if author not in authors:
            raise IconError(f"{path.name}: icon {icon!r} has no known author ({author!r})")
    for key, icon in keys.items():
        if icon not in icons:
            raise IconError(f"{path.name}: key {key!r} names {icon!r}, which [icons] lacks")
    return data


def verify(blob: bytes, source: dict[str, str]) -> None:
    """Refuse a package whose bytes are not the pinned ones (npm's integrity and sha256)."""
    algo, _sep, want = source["integrity"].partition("-")
    got = base64.b64encode(hashlib.new(algo, blob).digest()).decode()
    if got != want:
        raise IconError(f"the package's {algo} is {got}, the manifest pins {want}")
    sha = hashlib.sha256(blob).hexdigest()
    if sha != source["sha256"]:
        raise IconError(f"the package's sha256 is {sha}, the manifest pins {source['sha256']}")


def download(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=60) as reply:   # noqa: S310 (a pinned https URL)
        return bytes(reply.read())


def icon_set(blob: bytes) -> dict[str, Any]:
    """package/icons.json from the npm tarball (the Iconify JSON format)."""
    with tarfile.open(fileobj=io.BytesIO(blob), mode="r:gz") as tar:
        member = tar.extractfile("package/icons.json")
        if member is None:
            raise IconError("the package holds no package/icons.json")
        return dict(json.loads(member.read().decode("utf-8")))


def svg(data: dict[str, Any], icon: str, author: str, source: dict[str, str]) -> str:
    """One icon as a standalone SVG, every 'currentColor' made white."""
    entry = data["icons"].get(icon)
    if entry is None:
        raise IconError(f"the package has no icon {icon!r}")
    left, top = entry.get("left", data.get("left", 0)), entry.get("top", data.get("top", 0))
    w, h = entry.get("width", data.get("width", 16)), entry.get("height", data.get("height", 16))
    body = entry["body"].replace("currentColor", "#fff")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
        f'viewBox="{left} {top} {w} {h}">'
        f"<!-- {icon} by {author}, {source['site']}, {source['licence']} "
        f"({source['licence_url']}); from {source['package']} {source['version']} -->"
        f"{body}</svg>\n"
    )


def credits(manifest: dict[str, Any]) -> str:
    """The authors of every icon used, for the credits page: stable JSON."""
    source = manifest["source"]
    by_author: dict[str, list[str]] = {}
    for icon, author in sorted(manifest["icons"].items()):
        by_author.setdefault(manifest["authors"][author], []).append(icon)
    doc = {
        "format": 1,
        "site": source["site"],
        "licence": source["licence"],
        "licence_url": source["licence_url"],
        "package": f"{source['package']} {source['version']}",
        "authors": [{"name": name, "icons": icons} for name, icons in sorted(by_author.items())],
    }
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def outputs(manifest: dict[str, Any], blob: bytes) -> dict[str, str]:
    """Every file the tool writes (name in assets/icons/ -> text)."""
    verify(blob, manifest["source"])
    data = icon_set(blob)
    files = {
        f"{icon}.svg": svg(data, icon, manifest["authors"][author], manifest["source"])
        for icon, author in sorted(manifest["icons"].items())
    }
    files[CREDITS.name] = credits(manifest)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tarball", type=Path, help="use this package file, not a download")
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args(argv)
    try:
        manifest = load_manifest()
        source = manifest["source"]
        blob = args.tarball.read_bytes() if args.tarball else download(source["tarball"])
        files = outputs(manifest, blob)
    except (IconError, OSError, KeyError, ValueError) as exc:
        print(f"fetch_icons: {exc}", file=sys.stderr)
        return 2
    stale = sorted(p.name for p in OUT.glob("*.svg") if p.name not in files)
    differ = sorted(name for name, text in files.items()
                    if not (OUT / name).exists()
                    or (OUT / name).read_text(encoding="utf-8") != text)
    if args.check:
        for name in differ + stale:
            print(f"assets/icons/{name}: out of date", file=sys.stderr)
        return 1 if differ or stale else 0
    for name in stale:
        (OUT / name).unlink()
    for name in differ:
        (OUT / name).write_text(files[name], encoding="utf-8", newline="\n")
    print(f"assets/icons: {len(files) - 1} icons, {len(differ)} written, {len(stale)} removed "
          f"({source['package']} {source['version']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
