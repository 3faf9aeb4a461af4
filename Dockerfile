# The grader as a container image. Build the distribution first, then the image:
#   ./scripts/dist && docker build -t idemlab-grader .
# Run it on a submission mounted at /submission (reports name it ".", as students have it):
#   docker run --rm -v "$PWD/my-work:/submission:ro" -v "$PWD/out:/out" idemlab-grader \
#     lease . --format json --out /out/result.json --submission-name .
# Only a JDK is needed: the distribution carries every jar, nothing is fetched at run time.
FROM eclipse-temurin:17-jdk
COPY target/idemlab-dist/ /opt/idemlab/
# Compiled submissions are cached in a folder any user may write, so the image runs under any uid.
ENV IDEMLAB_CACHE=/tmp/idemlab-cache
WORKDIR /submission
USER 65534:65534
ENTRYPOINT ["/opt/idemlab/bin/grade"]
