#!/bin/bash
# The grader's launcher in a distribution (grade --help says more). Needs only a JDK 17 or
# later (java from JAVA_HOME, else from PATH) and bash: it calls no other program, so a PATH
# holding only the JDK is enough. Nothing is written next to this script; compiled
# submissions go to $IDEMLAB_CACHE, else $XDG_CACHE_HOME/idemlab, else ~/.cache/idemlab when
# HOME is a writable folder, else a folder of this user under the temp folder.
set -euo pipefail
script="${BASH_SOURCE[0]}"
[[ $script == */* ]] || script="./$script"
home="$(cd "${script%/*}/.." && pwd -P)"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
# The stall checks send SIGSTOP/SIGCONT through the system's kill command, which a PATH
# holding only the JDK lacks.
export PATH="${PATH:+$PATH:}/usr/bin:/bin"

cache="${IDEMLAB_CACHE:-}"
if [[ -z $cache && -n ${XDG_CACHE_HOME:-} ]]; then
  cache="$XDG_CACHE_HOME/idemlab"
elif [[ -z $cache && -n ${HOME:-} && -d ${HOME:-} && -w ${HOME:-} ]]; then
  cache="$HOME/.cache/idemlab"
elif [[ -z $cache ]]; then
  cache="${TMPDIR:-/tmp}/idemlab-cache-$UID"
fi

exec "$java" -Didemlab.root="$home" -Didemlab.cache="$cache" \
  -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData -Xshare:auto \
  -cp "$home/lib/*" grader.cli.Main "$@"
