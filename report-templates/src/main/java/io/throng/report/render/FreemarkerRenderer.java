package io.throng.report.render;

import freemarker.core.TemplateClassResolver;
import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import io.throng.report.view.ReportModel;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;

/**
 * Renders report templates from the classpath ({@value #TEMPLATE_ROOT}) and copies their static
 * assets. Templates see one variable, {@code report}: a {@link ReportModel} for {@value
 * #INDEX_TEMPLATE}, a {@link io.throng.report.view.ComparisonModel} for {@value
 * #COMPARISON_TEMPLATE}, a {@link io.throng.report.view.SweepModel} for {@value #SWEEP_TEMPLATE}, a
 * {@link io.throng.report.view.TrendModel} for {@value #TREND_TEMPLATE}.
 * Thread-safe once built, as Freemarker's {@code Configuration} is.
 *
 * <pre>{@code
 * FreemarkerRenderer renderer = new FreemarkerRenderer();
 * String html = renderer.render(FreemarkerRenderer.INDEX_TEMPLATE, model);
 * renderer.copyAsset(FreemarkerRenderer.STYLESHEET, outputDirectory);
 * }</pre>
 */
public final class FreemarkerRenderer {

  public static final String TEMPLATE_ROOT = "/io/throng/report/templates/";
  public static final String INDEX_TEMPLATE = "index.ftlh";
  public static final String COMPARISON_TEMPLATE = "comparison.ftlh";
  public static final String SWEEP_TEMPLATE = "sweep.ftlh";
  public static final String TREND_TEMPLATE = "trend.ftlh";
  public static final String STYLESHEET = "report.css";

  private final Configuration configuration;

  public FreemarkerRenderer() {
    configuration = new Configuration(Configuration.VERSION_2_3_35);
    configuration.setClassForTemplateLoading(FreemarkerRenderer.class, TEMPLATE_ROOT);
    // .ftlh selects the HTML output format, which escapes every ${...}: names and messages in
    // the run log come from the system under test and must print as text.
    configuration.setRecognizeStandardFileExtensions(true);
    configuration.setDefaultEncoding(StandardCharsets.UTF_8.name());
    configuration.setOutputEncoding(StandardCharsets.UTF_8.name());
    // The model is pre-formatted; fixing these anyway means nothing depends on the host's settings.
    configuration.setLocale(Locale.ROOT);
    configuration.setTimeZone(TimeZone.getTimeZone("UTC"));
    configuration.setNumberFormat("computer");
    // A template error is a bug in the report: fail the generation, never write half a page.
    configuration.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
    configuration.setLogTemplateExceptions(false);
    configuration.setWrapUncheckedExceptions(true);
    configuration.setFallbackOnNullLoopVariable(false);
    configuration.setNewBuiltinClassResolver(TemplateClassResolver.ALLOWS_NOTHING_RESOLVER);
  }

  /**
   * Renders {@code templateName} with {@code model} bound to {@code report}; the model is one of
   * the view package's page records, whose values are all text already.
   */
  public String render(String templateName, Object model) throws IOException {
    Template template = configuration.getTemplate(templateName);
    StringWriter out = new StringWriter();
    try {
      template.process(Map.of("report", model), out);
    } catch (TemplateException e) {
      throw new IllegalStateException("report template " + templateName + " failed: " + e.getMessage(), e);
    }
    return out.toString();
  }

  /** Copies the static asset {@code name} (such as {@value #STYLESHEET}) into {@code directory}. */
  public void copyAsset(String name, Path directory) throws IOException {
    try (InputStream in = FreemarkerRenderer.class.getResourceAsStream(TEMPLATE_ROOT + name)) {
      if (in == null) {
        throw new IllegalStateException("report asset " + TEMPLATE_ROOT + name + " is missing from the classpath");
      }
      Files.copy(in, directory.resolve(name), StandardCopyOption.REPLACE_EXISTING);
    }
  }
}
