"""Live runs on Inspect AI: a real agent meets the fault in tau-bench's tool-calling scaffold.

- ``env``: one sample's environment (fresh simulator, live ``Injector``), tau-bench's reward;
- ``samples``: which (case, task) pairs to run, and how a case names its task;
- ``messages``: Inspect messages as ``sscb.run/1`` messages, the simulated user's view;
- ``task``: the Inspect task, its solver (the scaffold) and scorers;
- ``providers``: the ``sscb/script`` and ``sscb/replay`` model APIs;
- ``run``: ``sscb live`` without the command line (resumable);
- ``judge``: a model that classifies the use candidates rules leave ``unresolved``.

Every module but ``env`` and ``samples`` imports Inspect AI (Python >= 3.11, ``sscb[inspect]``);
nothing here is imported by the rest of sscb. See docs/live.md.
"""
