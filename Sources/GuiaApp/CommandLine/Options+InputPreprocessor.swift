import Reader

extension Options {
  /// The `LESSOPEN` command `environment` (a variable's value by its name) gives, which every
  /// file is read through; none with `-L`, or in secure mode without `lessopen`.
  func inputPreprocessor(environment: (String) -> String?, features: SecureFeatures) -> InputPreprocessor? {
    InputPreprocessor(environment: environment, enabled: usesInputPreprocessor && features.contains(.lessopen))
  }
}
