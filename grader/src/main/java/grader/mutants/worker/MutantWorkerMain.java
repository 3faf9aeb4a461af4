package grader.mutants.worker;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import grader.judge.CheckLauncher;
import grader.labs.Lab;
import grader.model.LabResult;
import grader.submission.LoadedSubmission;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * The worker JVM: connects back to the coordinator on 127.0.0.1, then grades one job per
 * JSON line it receives and answers with one JSON line on the same socket. Results never
 * travel on stdout, which the code under test may write to. Exits when the socket closes.
 */
public final class MutantWorkerMain {
    private static final ObjectMapper JSON = JsonMapper.builder().build();

    private MutantWorkerMain() {
    }

    /** {@code args[0]}: the coordinator's port on the loopback address. */
    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        LeftoverThreads leftovers = new LeftoverThreads();
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
             BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(),
                     StandardCharsets.UTF_8));
             BufferedWriter out = new BufferedWriter(new OutputStreamWriter(socket.getOutputStream(),
                     StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                WorkerJob job = JSON.readValue(line, WorkerJob.class);
                WorkerReply reply = grade(job, leftovers);
                out.write(JSON.writeValueAsString(reply));
                out.newLine();
                out.flush();
                if (!reply.reusable()) {
                    break;
                }
            }
        }
        System.exit(0);
    }

    private static WorkerReply grade(WorkerJob job, LeftoverThreads leftovers) {
        LoadedSubmission submission;
        try {
            submission = MutantClasses.load(job);
        } catch (Exception | LinkageError e) {
            return new WorkerReply(job.jobId(), List.of(), "the mutant's classes did not load: " + e, false);
        }
        List<LabResult> results = new ArrayList<>();
        try {
            for (String id : job.labs()) {
                Lab lab = Lab.byId(id).orElseThrow(() -> new IllegalArgumentException("no lab " + id));
                StepRange steps = job.steps();
                results.add(CheckLauncher.gradeSteps(submission, lab, steps.from(), steps.to(),
                        steps.stopAtFirstFailure(), job.seed()));
            }
        } catch (RuntimeException | Error e) {
            return new WorkerReply(job.jobId(), List.of(), "grading stopped: " + e, false);
        }
        return new WorkerReply(job.jobId(), results, null, leftovers.noneLeft());
    }
}
