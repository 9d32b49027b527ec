#!/usr/bin/env python3
"""Feeds a terminal byte stream to pyte (PyPI, 0.8.2) and prints its screen as JSON.

Usage: pyte_screen.py BYTES_FILE COLUMNS ROWS
Prints a list of rows; each row is a list of the cells' texts, one per column ("" for the
second cell of a wide character). pyte takes widths from the wcwidth package, which differs
from libvterm and tmux (it draws a flag in four cells), so the pty tests use it as one more
terminal that disagrees.
"""
import json
import sys

import pyte

path, columns, rows = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
screen = pyte.Screen(columns, rows)
stream = pyte.ByteStream(screen)
with open(path, "rb") as handle:
    stream.feed(handle.read())
print(json.dumps([[screen.buffer[row][column].data for column in range(columns)]
                  for row in range(rows)], ensure_ascii=False))
