"""Model providers for offline, reproducible runs: ``sscb/script`` and ``sscb/replay``.

Both are Inspect model APIs registered under the name ``sscb`` (through the ``inspect_ai`` entry
point in the package metadata), so ``--model sscb/script -M script=FILE`` works on Inspect's
command line and in ``sscb live``. One instance serves every side of a live sample: it tells the
agent, the simulated user and the judge apart by the system prompt the conversation starts with
(``-M role=agent|user|judge`` forces one), and finds its place in the script from the sample id
the scaffold puts in the sample's store and from how many turns that side has already taken. So
the providers keep no state between calls: retries and concurrent samples cannot shift them.

``sscb/script`` reads a script (``sscb.script/1``, JSON)::

    {"format": "sscb.script/1",
     "samples": {"RD-1@task-3": {"agent": [{"call": "get_reservation_details",
                                             "args": {"reservation_id": "4WQ150"}},
                                            {"say": "Your return flight is on May 18."}],
                                  "user": ["I want to check my return date.", "###STOP###"]}},
     "default": {"agent": [...], "user": [...]},
     "judge": [{"contains": "RD-1", "say": "{\\"verdict\\": \\"faulty\\"}"}]}

An agent turn is ``{"say": text}`` (or a bare string), ``{"call": name, "args": {...}}`` (with an
optional ``say`` and ``id``), or ``{"calls": [...]}`` for several calls in one turn. A user turn is
a string. Judge answers are picked by the first ``contains`` found in the prompt (an entry with
no ``contains`` matches any). ``sscb/replay`` plays back the assistant (agent) or user turns of
recorded runs (``-M runs=FILE``, any format ``sscb ledger`` reads, several joined by commas): the
run named by the sample's ``replay_of``. Every output carries ``usage``, so Inspect never counts
tokens with a tokenizer it would have to download.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from inspect_ai.model import (
    ChatCompletionChoice,
    ChatMessage,
    ChatMessageAssistant,
    ChatMessageSystem,
    GenerateConfig,
    ModelAPI,
    ModelOutput,
    ModelUsage,
    modelapi,
)
from inspect_ai.tool import ToolCall, ToolChoice, ToolInfo
from inspect_ai.util import store

from sscb_dsl.inject import messages_of
from sscb_dsl.ledger.model import ReadError
from sscb_dsl.ledger.read import read_runs
from sscb_dsl.live.messages import USER_PROMPT

__all__ = ["JUDGE_MARK", "SSCB_KEY", "ScriptError", "SscbModel", "load_script", "side_of"]

SSCB_KEY = "sscb"
"""The store key under which the scaffold puts ``{"sample", "epoch", "replay_of"}``."""
SCRIPT_FORMAT = "sscb.script/1"
JUDGE_MARK = "You are a measurement reviewer"
"""How the judge's system prompt begins (``sscb_dsl.live.judge``)."""
SIDES = ("agent", "user", "judge")
_USER_MARK = USER_PROMPT.splitlines()[0]


class ScriptError(Exception):
    """A script or recorded run that cannot answer the current turn."""


def side_of(messages: Sequence[ChatMessage]) -> str:
    """Which side a conversation is: ``user`` or ``judge`` by its system prompt, else ``agent``."""
    first = messages[0] if messages else None
    if isinstance(first, ChatMessageSystem):
        if first.text.startswith(_USER_MARK):
            return "user"
        if first.text.startswith(JUDGE_MARK):
            return "judge"
    return "agent"


def load_script(path: Path) -> dict[str, Any]:
    """A ``sscb.script/1`` file; :class:`ScriptError` naming the file if it is malformed."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise ScriptError(f"{path}: cannot read the script ({exc})") from None
    if not isinstance(data, dict) or data.get("format", SCRIPT_FORMAT) != SCRIPT_FORMAT:
        raise ScriptError(f"{path}: a script is an object with format `{SCRIPT_FORMAT}`")
    extra = set(data) - {"format", "samples", "default", "judge"}
    if extra:
        raise ScriptError(f"{path}: unknown key(s) {', '.join(sorted(extra))}")
    return data


def _usage() -> ModelUsage:
    return ModelUsage(input_tokens=0, output_tokens=0, total_tokens=0)


def _output(model: str, text: str, calls: Sequence[ToolCall] = ()) -> ModelOutput:
    message = ChatMessageAssistant(
        content=text, model=model, source="generate", tool_calls=list(calls) or None
    )
    return ModelOutput(
        model=model,
        choices=[
            ChatCompletionChoice(message=message, stop_reason="tool_calls" if calls else "stop")
        ],
        completion=text,
        usage=_usage(),
    )


def _turns(messages: Sequence[ChatMessage]) -> int:
    """How many turns this side has taken: its own (assistant) messages so far."""
    return sum(1 for m in messages if isinstance(m, ChatMessageAssistant))


def _script_call(item: Mapping[str, Any], turn: int, k: int) -> ToolCall:
    args = item.get("args", {})
    if not isinstance(item.get("call"), str) or not isinstance(args, dict):
        raise ScriptError(f"agent turn {turn}: a call is {{call: name, args: {{...}}}}")
    return ToolCall(
        id=str(item.get("id", f"call_{turn}_{k}")), function=item["call"], arguments=args
    )


class SscbModel(ModelAPI):
    """``sscb/script`` and ``sscb/replay`` (see the module docstring)."""

    def __init__(
        self,
        model_name: str,
        base_url: str | None = None,
        api_key: str | None = None,
        config: GenerateConfig | None = None,
        **model_args: Any,
    ) -> None:
        super().__init__(model_name, base_url, api_key, [], config or GenerateConfig())
        if model_name not in ("script", "replay"):
            raise ScriptError(f"unknown sscb model `{model_name}`: use sscb/script or sscb/replay")
        role = str(model_args.get("role", "auto"))
        if role not in (*SIDES, "auto"):
            raise ScriptError(f"`role` must be one of auto, {', '.join(SIDES)}")
        self.role = role
        self.script: dict[str, Any] = {}
        self.runs: dict[str, list[dict[str, Any]]] = {}
        if model_name == "script":
            if "script" not in model_args:
                raise ScriptError("sscb/script needs a script: -M script=FILE")
            self.script = load_script(Path(str(model_args["script"])))
        else:
            if "runs" not in model_args:
                raise ScriptError("sscb/replay needs recorded runs: -M runs=FILE[,FILE...]")
            self.runs = _recorded(str(model_args["runs"]).split(","))

    async def generate(
        self,
        input: list[ChatMessage],
        tools: list[ToolInfo],
        tool_choice: ToolChoice,
        config: GenerateConfig,
    ) -> ModelOutput:
        """The scripted or recorded output for this side's next turn."""
        side = side_of(input) if self.role == "auto" else self.role
        turn = _turns(input)
        where = store().get(SSCB_KEY) or {}
        sample = str(where.get("sample", ""))
        if self.model_name == "script":
            return self._scripted(side, sample, turn, input)
        return self._replayed(side, str(where.get("replay_of") or sample), turn)

    def _scripted(
        self, side: str, sample: str, turn: int, input: Sequence[ChatMessage]
    ) -> ModelOutput:
        name = f"sscb/script ({side})"
        if side == "judge":
            prompt = "\n".join(m.text for m in input)
            for entry in self.script.get("judge", []):
                if str(entry.get("contains", "")) in prompt:
                    return _output(name, str(entry.get("say", "")))
            raise ScriptError("the script has no judge answer for this prompt")
        samples = self.script.get("samples") or {}
        plan = samples.get(sample) or self.script.get("default")
        if not isinstance(plan, dict):
            raise ScriptError(f"the script has no sample `{sample}` and no `default`")
        items = plan.get(side) or []
        if turn >= len(items):
            raise ScriptError(f"the script of `{sample}` has no {side} turn {turn}")
        item = items[turn]
        if side == "user" or isinstance(item, str):
            return _output(name, str(item))
        if not isinstance(item, dict):
            raise ScriptError(f"`{sample}` {side} turn {turn}: expected an object or a string")
        calls = item.get("calls") or ([item] if "call" in item else [])
        made = [_script_call(c, turn, k) for k, c in enumerate(calls)]
        return _output(name, str(item.get("say", "")), made)

    def _replayed(self, side: str, run_id: str, turn: int) -> ModelOutput:
        messages = self.runs.get(run_id)
        if messages is None:
            raise ScriptError(f"no recorded run `{run_id}` to replay")
        role = "assistant" if side == "agent" else "user"
        turns = [m for m in messages if m.get("role") == role]
        if turn >= len(turns):
            raise ScriptError(f"recorded run `{run_id}` has no {side} turn {turn}")
        m = turns[turn]
        calls = []
        for k, tc in enumerate(m.get("tool_calls") or []):
            fn = tc.get("function") or {}
            raw = fn.get("arguments")
            try:
                args = json.loads(raw) if isinstance(raw, str) else raw
                error = None if isinstance(args, dict) else "the arguments are not a JSON object"
            except ValueError as exc:
                args, error = None, f"the arguments are not JSON ({exc})"
            calls.append(
                ToolCall(
                    id=str(tc.get("id") or f"call_{turn}_{k}"),
                    function=str(fn.get("name")),
                    arguments=args if isinstance(args, dict) else {},
                    parse_error=error,
                )
            )
        return _output(f"sscb/replay ({side})", str(m.get("content") or ""), calls)


def _recorded(paths: Sequence[str]) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {}
    for item in read_runs([Path(p) for p in paths]):
        if isinstance(item, ReadError):
            raise ScriptError(item.render())
        out[item.ledger.run_id] = messages_of(item.ledger)
    return out


@modelapi(name="sscb")
def sscb() -> type[ModelAPI]:
    """The ``sscb`` model API (``sscb/script``, ``sscb/replay``)."""
    return SscbModel
