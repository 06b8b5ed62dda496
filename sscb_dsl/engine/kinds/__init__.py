"""Contract kinds beyond SSCBench's operators, evaluated with the same engine.

``requirement`` (evidence before action, SafeActBench), ``effect`` (executable tool contracts:
conform / violates / untestable) and ``propagation`` (AgentProp-Bench stages S1-S3 and
fabricated tool use). ``plan`` compiles them; ``requirement``, ``effect`` and ``propagation``
evaluate one run; ``record`` is their ``sscb.kind/1`` record; ``pipeline`` audits files.
"""
