"""Scenes draw and send; they never decide a rule: nothing under scenes/ imports a game's
rules module (card data, board geometry and narration live in modules of their own)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_no_scene_imports_a_rules_module():
    offenders = []
    for path in sorted((ROOT / "scenes").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            for name in names:
                parts = name.split(".")
                if parts[0] == "game" and "rules" in parts[1:]:
                    offenders.append(f"{path.relative_to(ROOT)}: {name}")
    assert not offenders, offenders


def test_game_never_imports_pygame():
    for path in sorted((ROOT / "game").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert "import pygame" not in text and "import pymunk" not in text, path


def test_the_match_driver_and_seat_privacy_run_without_pygame():
    """Whose turn, the bots, autosave and who may see what are decided with no window:
    both modules import with pygame (and pymunk) made unimportable."""
    code = ("import sys; sys.modules['pygame'] = None; sys.modules['pymunk'] = None; "
            "import scenes.match_driver, scenes.privacy")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def _game_packages() -> set[str]:
    return {p.parent.name for p in (ROOT / "game").glob("*/__init__.py")}


def test_no_game_package_imports_another():
    """Each game stands alone: what two games share lives in game/ itself (game/odds.py,
    game/core.py), never in one game's package for the other to reach into."""
    packages = _game_packages()
    assert {"coyote_heidelbaer", "coyote_tilsit", "coyote_moon"} <= packages
    offenders = []
    for pkg in sorted(packages):
        for path in sorted((ROOT / "game" / pkg).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                names = []
                if isinstance(node, ast.ImportFrom):
                    if node.level:  # relative: resolve against the game package
                        parts = ["game", pkg] if node.level == 1 else ["game"]
                        names = [".".join(parts + ([node.module] if node.module else []))]
                        if not node.module:
                            names += [".".join(parts + [a.name]) for a in node.names]
                    elif node.module:
                        names = [node.module]
                elif isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                for name in names:
                    parts = name.split(".")
                    if parts[0] == "game" and len(parts) > 1 and parts[1] in packages \
                            and parts[1] != pkg:
                        offenders.append(f"{path.relative_to(ROOT)}: {name}")
    assert not offenders, offenders
