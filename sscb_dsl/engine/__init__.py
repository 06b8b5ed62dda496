"""The engine: rule objects compiled once into plans (``compile``, ``plan``), one run evaluated
into one record (``evaluate``), files into record streams (``pipeline``), explanations
(``explain``), the record model (``record``) and the brute-force ``reference`` evaluator.
"""
