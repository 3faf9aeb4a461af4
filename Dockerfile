# The grader as a container image. Build the distribution first, then the image:
#   ./scripts/dist && docker build -t idemlab-grader .
# Run it on a submission mounted at /submission (reports name it ".", as students have it):
#   docker run --rm -v "$PWD/my-work:/submission:ro" -v "$PWD/out:/out" \
#     idemlab-grader lease . --format json --out /out/result.json --submission-name .
# Every grade is confined or refused (IDEMLAB_SANDBOX=require, see docs/security.md): where the
# container may make user namespaces (podman's default profile, or docker run --security-opt
# seccomp=unconfined) the submission runs in bubblewrap; under Docker's default profile, which
# refuses them, it runs under separate accounts, which needs the grader to start as root with
# Docker's default capabilities (it keeps CAP_DAC_OVERRIDE for the judge and drops the rest).
# Each report says which ("sandbox"). scripts/container-check builds this image with podman and
# grades in it under a Docker-like profile.
# Only a JDK is needed: the distribution carries every jar, nothing is fetched at run time.
ARG BASE=eclipse-temurin:17-jdk
FROM ${BASE}
# bubblewrap for the sandbox; util-linux (setpriv, prlimit) and procps for separate accounts.
RUN apt-get update && apt-get install -y --no-install-recommends bubblewrap util-linux procps \
    && rm -rf /var/lib/apt/lists/*
COPY target/idemlab-dist/ /opt/idemlab/
# The grader's own files (its checks among them) are closed to every other user: separate
# accounts accept to confine only when they are (Accounts.closesGraderFiles).
RUN chmod -R go-rwx /opt/idemlab
# Compiled submissions are cached in a folder of the grader's own.
ENV IDEMLAB_CACHE=/var/cache/idemlab IDEMLAB_SANDBOX=require
WORKDIR /submission
# Root, so that separate accounts can be made where namespaces are refused; the submission
# itself never runs as root (the judge drops to an account of its own, the subject to no rights).
USER 0:0
COPY scripts/container/entrypoint /usr/local/bin/idemlab-grade
ENTRYPOINT ["/usr/local/bin/idemlab-grade"]
