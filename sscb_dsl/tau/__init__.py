"""What is specific to tau-bench: a simulator of its airline and retail tools over its databases
(``simulate``) and the candidate frames built from its tasks (``candidates``).
"""
