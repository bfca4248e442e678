"""Placeholder: the command line is being written."""


def main(argv=None) -> int:
    return 0
