"""Admission (paper §IV-B): verify or synthesise a pre-use witness for a case (``admit``) and
read and write case files with their witnesses (``case_files``).
"""
