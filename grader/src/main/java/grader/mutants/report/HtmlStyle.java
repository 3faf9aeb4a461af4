package grader.mutants.report;

/** The kill matrix page's inline style sheet. */
final class HtmlStyle {
    static final String CSS = """
            body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#222}
            h1{font-size:22px}h2{font-size:18px;margin-top:28px}h3{font-size:14px;font-family:monospace}
            table.matrix{border-collapse:collapse;font-size:13px}
            .matrix th,.matrix td{border:1px solid #ccc;padding:3px 6px;text-align:left;vertical-align:top}
            .matrix th{background:#f0f0f0;position:sticky;top:0}
            .matrix td.id{font-family:monospace;white-space:nowrap}
            .matrix td.verdict,.matrix td.kind{white-space:nowrap}
            .c{font-family:monospace;text-align:center!important;width:18px}
            .c.pass{background:#fff;color:#888}.c.first{background:#1e8e3e;color:#fff;font-weight:bold}
            .c.later{background:#cde9d3;color:#176b17}.c.none{background:#eee;color:#999}
            tr.bad td.c.pass{background:#f6d0d0;color:#900}
            tr.broken td.c.first,.c.broken{background:#e37400;color:#fff;font-weight:bold}
            tr.broken td.id{background:#fdebd3}tr.broken td.verdict{color:#b35c00;font-weight:bold}
            tr.bad td.id{background:#fbe3e3}tr.good td.id{background:#e6f4e6}
            .matrix td.why{font-size:12px;color:#444;max-width:480px}.matrix td.time{white-space:nowrap;text-align:right}
            .run{font-family:monospace;color:#444}
            tr.good td.verdict{color:#176b17;font-weight:bold}tr.bad td.verdict{color:#b00;font-weight:bold}
            tr.other td.verdict{color:#8a6d00;font-weight:bold}
            .legend .c{display:inline-block;padding:0 4px;margin-left:8px}
            pre{background:#f7f7f7;border:1px solid #ddd;padding:8px;overflow:auto}
            .bad{color:#b00}
            """;

    private HtmlStyle() {
    }
}
