"""Typed records (commands and events) as NamedTuples, and their JSON form.

NamedTuples are immutable, cheap to build in the hot path and trivially serialisable.
A record's tag in JSON is its class name in snake_case (`GameStarted` → "game_started"),
set by `Registry.register` as the class attribute `NAME`: the name is written once, in the
class statement, and a saved game names the class it was written from. Renaming a record class
therefore renames its tag, which old saves would no longer read (the saved games and scenario
files in tests/ would fail). Loading checks every field's type, so a malformed file is
reported, never half-applied.
"""

from __future__ import annotations

import re
import typing
from typing import Any, TypeVar, get_args, get_origin

R = TypeVar("R", bound=type)


class RecordError(ValueError):
    """A JSON object that is not a valid record; the message says which field is wrong."""


class Registry:
    """Maps the JSON tag of a record family (e.g. "action" or "type") to its classes."""

    def __init__(self, tag: str) -> None:
        self.tag = tag
        self.classes: dict[str, type] = {}
        self._hints: dict[str, dict[str, Any]] = {}

    def register(self, cls: R) -> R:
        """Class decorator: file `cls` under its tag (see the module's docstring)."""
        name = tag_of(cls)
        declared = cls.__dict__.get("NAME", name)
        if declared != name:
            raise TypeError(f"{cls.__name__}: NAME {declared!r} is not its tag {name!r}; "
                            "drop the NAME line (the tag is the class name in snake_case)")
        if name in self.classes:
            raise TypeError(f"two {self.tag}s are called {name!r}")
        cls.NAME = name  # type: ignore[attr-defined]
        self.classes[name] = cls
        # Records of different types never compare equal (plain tuples would: Pass(1) ==
        # MutinyDeclined(1)), so `event in log` and list equality mean what they say.
        cls.__eq__ = _record_eq  # type: ignore[assignment]
        cls.__ne__ = _record_ne  # type: ignore[assignment]
        cls.__hash__ = _record_hash  # type: ignore[assignment]
        return cls

    def hints(self, cls: type) -> dict[str, Any]:
        name = cls.NAME  # type: ignore[attr-defined]
        if name not in self._hints:
            self._hints[name] = typing.get_type_hints(cls)
        return self._hints[name]

    def to_dict(self, rec: Any) -> dict[str, Any]:
        out: dict[str, Any] = {self.tag: rec.NAME}
        for k, v in zip(rec._fields, rec, strict=True):
            out[k] = _plain(v)
        return out

    def from_dict(self, data: Any) -> Any:
        if not isinstance(data, dict):
            raise RecordError(f"expected a JSON object, found {type(data).__name__}")
        name = data.get(self.tag)
        cls = self.classes.get(name) if isinstance(name, str) else None
        if cls is None:
            raise RecordError(f"unknown {self.tag} {name!r}; known: {sorted(self.classes)}")
        hints = self.hints(cls)
        fields: tuple[str, ...] = cls._fields  # type: ignore[attr-defined]
        defaults: dict[str, Any] = cls._field_defaults  # type: ignore[attr-defined]
        unknown = set(data) - set(fields) - {self.tag}
        if unknown:
            raise RecordError(f"{name}: unknown field(s) {sorted(unknown)}; fields: {list(fields)}")
        values = []
        for f in fields:
            if f not in data:
                if f in defaults:
                    values.append(defaults[f])
                    continue
                raise RecordError(f"{name}: missing field '{f}'")
            values.append(_coerce(data[f], hints[f], f"{name}.{f}"))
        return cls(*values)


def tag_of(cls: type) -> str:
    """The JSON tag of a record class: its name in snake_case (`QuartermasterAppointed` →
    "quartermaster_appointed")."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower()


def _record_eq(a: Any, b: Any) -> bool:
    return type(a) is type(b) and tuple.__eq__(a, b)


def _record_ne(a: Any, b: Any) -> bool:
    return not _record_eq(a, b)


def _record_hash(a: Any) -> int:
    return hash((type(a).__name__, tuple.__hash__(a)))


def _plain(v: Any) -> Any:
    if isinstance(v, tuple):
        return [_plain(x) for x in v]
    return v


def _coerce(value: Any, hint: Any, where: str) -> Any:
    origin = get_origin(hint)
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise RecordError(f"{where}: expected a whole number, found {value!r}")
        return value
    if hint is str:
        if not isinstance(value, str):
            raise RecordError(f"{where}: expected text, found {value!r}")
        return value
    if hint is bool:
        if not isinstance(value, bool):
            raise RecordError(f"{where}: expected true or false, found {value!r}")
        return value
    if origin is typing.Union or str(origin) == "<class 'types.UnionType'>":
        args = get_args(hint)
        if value is None and type(None) in args:
            return None
        inner = [a for a in args if a is not type(None)]
        return _coerce(value, inner[0], where)
    if origin is tuple:
        args = get_args(hint)
        if isinstance(value, dict):  # {"12": "cannons"} → ((12, "cannons"),)
            value = [[_key(k, where), v] for k, v in value.items()]
        if not isinstance(value, list | tuple):
            raise RecordError(f"{where}: expected a list, found {value!r}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_coerce(x, args[0], f"{where}[{i}]") for i, x in enumerate(value))
        if len(value) != len(args):
            raise RecordError(f"{where}: expected {len(args)} items, found {len(value)}")
        return tuple(
            _coerce(x, a, f"{where}[{i}]") for i, (x, a) in enumerate(zip(value, args, strict=True))
        )
    if hint is Any:
        return value
    raise RecordError(f"{where}: unsupported field type {hint!r}")  # pragma: no cover


def _key(k: str, where: str) -> int | str:
    try:
        return int(k)
    except ValueError:
        return k
