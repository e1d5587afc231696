# Homebrew formula: builds scaffold from source with the Swift toolchain.
#
# Homebrew installs formulae only from taps, and this repository is one (formulae live in
# Formula/). The README's Install section has the commands. <owner> stands for the GitHub
# owner of the repository, which is not known yet; replace it in homepage, url and head.
class Scaffold < Formula
  desc "Generate SwiftUI view-model screens and lint a repository against their rules"
  homepage "https://github.com/<owner>/scaffold"
  # PLACEHOLDER until the first release is published: url is the source tarball of tag
  # v0.1.0 and sha256 is that tarball's checksum (curl -L <url> | shasum -a 256).
  url "https://github.com/<owner>/scaffold/archive/refs/tags/v0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  head "https://github.com/<owner>/scaffold.git", branch: "main"

  # swift-tools-version 6.0 needs Xcode 16; Package.swift asks for macOS 14.
  depends_on xcode: ["16.0", :build]
  depends_on macos: :sonoma
  # On Linux the swift formula provides the toolchain, for the build only.
  uses_from_macos "swift" => :build

  def install
    # A release reports its tag's version, like the archives of `make dist`. A --HEAD build
    # keeps the version written in Version.swift.
    unless build.head?
      inreplace "Sources/ScaffoldSupport/Version.swift",
                /static let current = ".*"/, "static let current = \"#{version}\""
    end

    flags = %w[--configuration release --product scaffold]
    # macOS: Homebrew already runs the build in its own sandbox, which SwiftPM's cannot nest in.
    # Linux: the Swift runtime is linked in, since the toolchain is not kept after the build.
    flags << (OS.mac? ? "--disable-sandbox" : "--static-swift-stdlib")
    system "swift", "build", *flags
    bin.install ".build/release/scaffold"
  end

  test do
    printed = shell_output("#{bin}/scaffold --version").strip
    if version.head?
      assert_match(/\A\d+\.\d+\.\d+/, printed)
    else
      assert_equal version.to_s, printed
    end

    # A starter spec, the screen it describes, and a lint of the result with no errors.
    (testpath/".scaffold.yml").write <<~YAML
      specs: Specs
      sources: App
      tests: AppTests
      module: App
    YAML
    system bin/"scaffold", "spec", "Login", "--write"
    assert_path_exists testpath/"Specs/Login.screen.yml"
    system bin/"scaffold", "screen", "Login"
    assert_path_exists testpath/"App/Login/LoginViewModel.swift"
    assert_path_exists testpath/"AppTests/Login/LoginViewModelTests.swift"
    assert_match "0 errors", shell_output("#{bin}/scaffold lint 2>&1")
  end
end
