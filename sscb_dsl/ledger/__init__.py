"""Runs as ledgers: the frozen run model (``model``), input formats (``formats``) and readers
(``read``). Reading never evaluates: a bad run becomes a ``ReadError``, which the engine turns
into an error record.
"""
