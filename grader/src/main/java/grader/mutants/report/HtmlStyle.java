package grader.mutants.report;

/**
 * The kill matrix page's inline style sheet. The matrix is as wide as the window
 * (table-layout: fixed) and every cell is one line cut with an ellipsis, so that at
 * 1280x900 every column shows and about 30 rows fit below the heading. A details column
 * may not grow past the window either (minmax(0,1fr), min-width 0): an equivalent.json entry
 * is one long line, which wraps rather than widening the page.
 */
final class HtmlStyle {
    static final String CSS = """
            body{font:14px/1.35 system-ui,sans-serif;margin:12px 16px;color:#222}
            h1{font-size:19px;margin:0 0 4px}h2{font-size:17px;margin-top:24px}
            h3{font-size:14px;font-family:monospace;margin:0 0 4px}p{margin:3px 0}
            table.matrix{border-collapse:collapse;font-size:12px;line-height:16px;width:100%;table-layout:fixed}
            .matrix th,.matrix td{border:1px solid #ccc;padding:1px 4px;text-align:left;white-space:nowrap;
              overflow:hidden;text-overflow:ellipsis}
            .matrix th{background:#f0f0f0;position:sticky;top:0}
            col.w-step{width:18px}col.w-verdict{width:168px}col.w-time{width:42px}
            col.w-id{width:18%}col.w-kind{width:7%}col.w-where{width:15%}col.w-check{width:18%}
            .matrix td.id{font-family:monospace}.matrix td.id a{color:inherit}
            .c{font-family:monospace;text-align:center!important;padding:1px 0!important}
            .c.pass{background:#fff;color:#888}.c.first{background:#1e8e3e;color:#fff;font-weight:bold}
            .c.later{background:#cde9d3;color:#176b17}.c.none{background:#eee;color:#999}
            tr.bad td.c.pass{background:#f6d0d0;color:#900}
            .c.broken{background:#e37400;color:#fff;font-weight:bold}.c.target{box-shadow:inset 0 0 0 2px #333}
            tr.broken td.id{background:#fdebd3}tr.broken td.verdict{color:#b35c00;font-weight:bold}
            tr.bad td.id{background:#fbe3e3}tr.good td.id{background:#e6f4e6}
            .matrix td.why{color:#444}.matrix td.time{text-align:right}
            .run{font-family:monospace;color:#444}
            tr.good td.verdict{color:#176b17;font-weight:bold}tr.bad td.verdict{color:#b00;font-weight:bold}
            tr.other td.verdict{color:#8a6d00;font-weight:bold}
            .legend{font-size:12px;color:#444}.legend .c{display:inline-block;padding:0 4px!important;margin-left:8px}
            section.details{border-left:4px solid #ccc;padding:4px 10px;margin:10px 0}
            section.details.good{border-color:#1e8e3e}section.details.bad{border-color:#b00}
            section.details.broken{border-color:#e37400}section.details.other{border-color:#8a6d00}
            section.details:target{background:#fffbe6}
            dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:2px 12px;margin:4px 0}
            dt{color:#555}dd{margin:0;min-width:0;white-space:pre-wrap;overflow-wrap:anywhere}
            pre.entry{white-space:pre-wrap;overflow-wrap:anywhere}
            pre{background:#f7f7f7;border:1px solid #ddd;padding:6px;overflow:auto;margin:4px 0}
            p.bad,p .bad{color:#b00}
            """;

    private HtmlStyle() {
    }
}
