#!/bin/bash
# Gradescope runs this once while it builds the autograder image: the grader needs a JDK, and
# for its strongest confinement bubblewrap (used where the container allows user namespaces;
# elsewhere the grade confines submission code under separate accounts, with util-linux's
# setpriv and prlimit, which every Ubuntu image has).
set -euo pipefail
missing=()
command -v javac >/dev/null 2>&1 || missing+=(openjdk-17-jdk-headless)
command -v bwrap >/dev/null 2>&1 || missing+=(bubblewrap)
if (( ${#missing[@]} )); then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" \
    || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends openjdk-17-jdk-headless
fi
chmod +x /autograder/source/idemlab/bin/grade
