# The grader as a container image. Build the distribution first, then the image:
#   ./scripts/dist && docker build -t idemlab-grader .
# Run it on a submission mounted at /submission (reports name it ".", as students have it):
#   docker run --rm --security-opt seccomp=unconfined -v "$PWD/my-work:/submission:ro" -v "$PWD/out:/out" \
#     idemlab-grader lease . --format json --out /out/result.json --submission-name . --sandbox require
# Only a JDK is needed: the distribution carries every jar, nothing is fetched at run time.
FROM eclipse-temurin:17-jdk
# The sandbox (see docs/security.md). It needs user namespaces, which Docker's default seccomp
# profile refuses: run with --security-opt seccomp=unconfined (or a profile that allows clone
# with CLONE_NEWUSER) and pass --sandbox require, so a container that cannot confine refuses to
# grade; every report says under which confinement it ran ("sandbox").
RUN apt-get update && apt-get install -y --no-install-recommends bubblewrap && rm -rf /var/lib/apt/lists/*
COPY target/idemlab-dist/ /opt/idemlab/
# Compiled submissions are cached in a folder any user may write, so the image runs under any uid.
ENV IDEMLAB_CACHE=/tmp/idemlab-cache
WORKDIR /submission
USER 65534:65534
ENTRYPOINT ["/opt/idemlab/bin/grade"]
