#!/bin/bash
# Gradescope runs this once while it builds the autograder image: the grader needs only a JDK.
set -euo pipefail
if ! command -v javac >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends openjdk-17-jdk-headless
fi
chmod +x /autograder/source/idemlab/bin/grade
