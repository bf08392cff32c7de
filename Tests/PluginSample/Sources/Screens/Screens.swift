/// The screens of the sample package: its UI descriptions are resources, linted on every build.
public enum Screens {
    public static let signup = "Signup.xml"
}
